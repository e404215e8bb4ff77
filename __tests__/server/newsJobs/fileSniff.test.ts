import { sniff, zipEntryNames } from '../../../src/server/lib/fileSniff';
import { sampleDoc, sampleDocx, samplePdf, zip } from './files';

describe('sniff (content type by magic bytes)', () => {
  it('recognises PDF, Word 97–2003 and Word 2007+ documents', () => {
    expect(sniff(samplePdf())).toBe('pdf');
    expect(sniff(sampleDoc())).toBe('doc');
    expect(sniff(sampleDocx())).toBe('docx');
  });

  it('recognises the image kinds the back-office upload accepts', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniff(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniff(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
  });

  it('refuses text, empty files, other ZIPs and other OLE2 files whatever their name says', () => {
    expect(sniff(Buffer.from('Tôi là một tệp văn bản, không phải PDF'))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
    expect(sniff(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    const xls = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(xls);
    expect(sniff(xls)).toBeNull();
    expect(sniff(Buffer.from('%PDF'))).toBeNull();
  });

  it('reads the central directory of a ZIP and survives a truncated one', () => {
    expect(zipEntryNames(sampleDocx())).toEqual(['[Content_Types].xml', 'word/document.xml']);
    const docx = sampleDocx();
    expect(zipEntryNames(docx.subarray(0, docx.length - 30))).toEqual([]);
    expect(sniff(docx.subarray(0, 40))).toBeNull();
  });
});
