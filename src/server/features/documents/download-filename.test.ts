import { describe, expect, it } from 'vitest';
import { downloadFilename } from './download-filename';

const PDF = 'application/pdf';
const PNG = 'image/png';
const JPEG = 'image/jpeg';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('downloadFilename', () => {
  it.each([
    ['poly.png.html', PNG, 'poly.png'],
    ['poly.png.html.exe', PNG, 'poly.png'],
    ['report', PDF, 'report.pdf'],
    ['scan.JPG', JPEG, 'scan.JPG'],
    ['scan.jpeg', JPEG, 'scan.jpeg'],
    ['a.docx', DOCX, 'a.docx'],
    ['a.doc', DOCX, 'a.docx'],
    ['invoice.pdf', PNG, 'invoice.png'],
    ['page.html', PNG, 'page.png'],
    ['my.holiday.photo.svg', PNG, 'my.holiday.photo.png'],
    ['Statement 12.05.2024', PDF, 'Statement 12.05.2024.pdf'],
    ['letter.', PDF, 'letter.pdf'],
    ['.htaccess', PDF, 'htaccess.pdf'],
    ['', PDF, 'file.pdf'],
    ['Überweisung.pdf.html', PDF, 'Überweisung.pdf'],
  ])('%j as %s is served as %j', (name, type, expected) => {
    expect(downloadFilename(name, type)).toBe(expected);
  });

  it('leaves the name alone for a type it does not know', () => {
    expect(downloadFilename('notes.txt', 'text/plain')).toBe('notes.txt');
    expect(downloadFilename('x.html', 'constructor')).toBe('x.html');
  });
});
