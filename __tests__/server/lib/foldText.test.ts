import fc from 'fast-check';
import { fold, foldOne } from '../../../src/server/lib/foldText';

const VIETNAMESE = 'aàáảãạăằắẳẵặâầấẩẫậbcdđeèéẻẽẹêềếểễệghiìíỉĩịklmnoòóỏõọôồốổỗộơờớởỡợpqrstuùúủũụưừứửữựvxyỳýỷỹỵ';

describe('fold', () => {
  it('drops every Vietnamese diacritic and case, đ included', () => {
    expect(fold(VIETNAMESE)).toBe('aaaaaaaaaaaaaaaaaabcddeeeeeeeeeeeeghiiiiiiklmnoooooooooooooooooopqrstuuuuuuuuuuuuvxyyyyyy');
    expect(fold(VIETNAMESE.toUpperCase())).toBe(fold(VIETNAMESE));
    expect(fold('Nguyễn Văn Đức <DUC@CongTy.VN> 0912 345 678')).toBe('nguyen van duc <duc@congty.vn> 0912 345 678');
  });

  it('folds decomposed text (a letter followed by its marks) as the composed one', () => {
    expect(fold('Nguye\u0302\u0303n')).toBe('nguyen');
    expect(fold('Nguyễn'.normalize('NFD'))).toBe(fold('Nguyễn'));
  });

  it('gives what folding the whole string at once gives, for any Latin text', () => {
    const latin = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x24f }), fc.integer({ min: 0x300, max: 0x36f }), fc.integer({ min: 0x1ea0, max: 0x1ef9 })).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(latin, (s) => fold(s) === foldOne(s)), { numRuns: 2000 });
  });
});
