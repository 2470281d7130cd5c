import { describe, expect, it } from 'vitest';
import { formatWait } from '@shared/format/wait';
import { AppError } from '../errors';
import { waitSentence } from '../plugins/subject-limit';
import { foreignText, sayError, Sentence } from './error-texts';

// An error's sentence (issue 28): English as the code writes it in the AppError's message, the
// asker's language from the errors catalogue when the reply is sent.

describe('an error’s sentence', () => {
  it('is English in the AppError’s message, its values in, and keeps its text and values for the reply', () => {
    const error = new AppError('TOO_MANY_FILES', 'Too many files. Please attach at most {maxFiles, plural, one {# file} other {# files}}.', { values: { maxFiles: 1 } });
    expect(error.message).toBe('Too many files. Please attach at most 1 file.');
    expect(error.text).toBe('Too many files. Please attach at most {maxFiles, plural, one {# file} other {# files}}.');
    expect(sayError('es', error.text, error.values)).toBe('Demasiados archivos. Adjunte como máximo 1 archivo.');
    expect(sayError('es', error.text, { maxFiles: 10 })).toBe('Demasiados archivos. Adjunte como máximo 10 archivos.');
  });

  it('is said from the catalogue in Spanish, and in English for a language without one', () => {
    expect(sayError('es', 'Setting not found')).toBe('No se encontró el ajuste');
    expect(sayError('en', 'Setting not found')).toBe('Setting not found');
    expect(sayError('ar', 'Setting not found')).toBe('Setting not found');
  });

  it('takes a sentence made before the throw, with its values', () => {
    const sentence = new Sentence('This case is in {currency}, so its payout is in {currency} too. Please ask for the payout in {currency}.', { currency: 'EUR' });
    const error = new AppError('PAYOUT_CURRENCY_MISMATCH', sentence);
    expect(error.message).toBe('This case is in EUR, so its payout is in EUR too. Please ask for the payout in EUR.');
    expect(sayError('es', error.text, error.values)).toBe('Este caso está en EUR, así que su pago también es en EUR. Solicite el pago en EUR.');
  });

  it('says a value that is a sentence, sentences or words of a language in the same language', () => {
    const wait = waitSentence(2256);
    expect(sayError('en', 'Too many requests. Please wait {wait} and try again.', { wait })).toBe(`Too many requests. Please wait ${formatWait(2256)} and try again.`);
    expect(sayError('es', 'Too many requests. Please wait {wait} and try again.', { wait })).toBe('Demasiadas solicitudes. Espere unos 38 minutos y vuelva a intentarlo.');
    const amount = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1234.5);
    expect(sayError('es', 'Only {amount} is available for payout on this case', { amount })).toBe(`En este caso solo hay ${amount('es')} disponibles para pagar`);
    const refusals = [new Sentence('The file is empty.'), new Sentence('Please import one file at a time.')];
    expect(new AppError('IMPORT_FILE_REFUSED', new Sentence('{refusals}', { refusals })).message).toBe('The file is empty. Please import one file at a time.');
    expect(sayError('es', '{refusals}', { refusals })).toBe('El archivo está vacío. Importe un archivo cada vez.');
  });

  it('words every wait as formatWait does in English', () => {
    for (const seconds of [1, 45, 59.5, 60, 90, 120, 2256, 59 * 60, 3600, 3601, 7300]) {
      expect(waitSentence(seconds).english, `${seconds} seconds`).toBe(formatWait(seconds));
    }
  });

  it('sends words from elsewhere as they are, never read as ICU', () => {
    const words = foreignText('Unexpected token } in JSON at position 5, {oops');
    expect(new AppError('VALIDATION_FAILED', words).message).toBe(words);
    expect(sayError('es', words)).toBe(words);
  });
});
