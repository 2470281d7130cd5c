import { crc32 } from 'node:zlib';

// Small but structurally real files of each kind, built in memory so tests need no fixtures on
// disk. Only tests import this module.

export function samplePdf(padToBytes = 0): Buffer {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return padToBytes > body.length ? Buffer.concat([body, Buffer.alloc(padToBytes - body.length, 0x20)]) : body;
}

/** A 1x1 PNG. */
export function samplePng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A Windows executable header (MZ, then the PE signature), whatever name it is given. */
export function sampleExe(): Buffer {
  const data = Buffer.alloc(512);
  data.write('MZ', 0, 'latin1');
  data.writeUInt32LE(0x80, 0x3c);
  data.write('PE\0\0', 0x80, 'latin1');
  data.writeUInt16LE(0x14c, 0x84);
  return data;
}

/** A stored (uncompressed) ZIP archive of the given entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    // Both headers carry the entry's CRC, its sizes (stored, so equal) and its name's length, in
    // that order: the local one from byte 14, the central one from byte 16.
    const describeEntry = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc, at);
      header.writeUInt32LE(data.length, at + 4);
      header.writeUInt32LE(data.length, at + 8);
      header.writeUInt16LE(nameBytes.length, at + 12);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    describeEntry(local, 14);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    describeEntry(central, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

/** A minimal Word (OOXML) document: a ZIP whose content types name a word-processing main part. */
export function sampleDocx(): Buffer {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Evidence</w:t></w:r></w:p></w:body></w:document>',
  });
}

/**
 * A compound file (the container of .doc, .xls and .msi) whose directory holds the given stream
 * names; with "WordDocument" it is a Word 97-2003 document.
 */
export function sampleCompoundFile(streamNames: string[]): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(0, 48); // first directory sector
  const names = ['Root Entry', ...streamNames];
  const directory = Buffer.alloc(Math.ceil(names.length / 4) * sector);
  names.forEach((name, i) => {
    const entry = i * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, entry);
    directory.writeUInt16LE(encoded.length, entry + 64);
    directory[entry + 66] = i === 0 ? 5 : 2; // root storage, then streams
  });
  return Buffer.concat([header, directory]);
}

export function sampleDoc(): Buffer {
  return sampleCompoundFile(['WordDocument', '1Table', '\u0005SummaryInformation']);
}
