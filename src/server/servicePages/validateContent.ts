import {
  FEATURE_COLORS,
  FEATURE_ICONS,
  TIMELINE_COLORS,
  TIMELINE_ICONS,
  type ServicePageContent,
} from '../../shared/types/servicePage';

/**
 * Runtime check of a page's content against the shared model (the TypeScript types only guard
 * the seed files at compile time; content edited later in the database gets no such help).
 * Returns the problems found, each with its JSON path; an empty list means valid.
 */
export function contentProblems(value: unknown): string[] {
  const problems: string[] = [];
  const fail = (path: string, what: string) => problems.push(`${path}: ${what}`);
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const str = (o: Record<string, unknown>, key: string, path: string, optional = false) => {
    if (o[key] === undefined && optional) return;
    if (typeof o[key] !== 'string' || (!optional && (o[key] as string).trim() === '')) fail(`${path}.${key}`, 'cần một chuỗi không rỗng');
  };
  const strings = (v: unknown, path: string, optional = false) => {
    if (v === undefined && optional) return;
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) fail(path, 'cần một danh sách chuỗi');
  };
  const list = (o: Record<string, unknown>, key: string, path: string, each: (item: Record<string, unknown>, p: string) => void, min = 1) => {
    const arr = o[key];
    if (!Array.isArray(arr) || arr.length < min) return fail(`${path}.${key}`, `cần ít nhất ${min} phần tử`);
    arr.forEach((item, i) => (isObj(item) ? each(item, `${path}.${key}[${i}]`) : fail(`${path}.${key}[${i}]`, 'cần một đối tượng')));
  };
  const oneOf = (o: Record<string, unknown>, key: string, allowed: readonly string[], path: string) => {
    if (!allowed.includes(o[key] as string)) fail(`${path}.${key}`, `phải là một trong ${allowed.join(', ')}`);
  };
  const feature = (f: Record<string, unknown>, p: string) => {
    str(f, 'title', p);
    str(f, 'description', p);
    str(f, 'stat', p, true);
    oneOf(f, 'icon', FEATURE_ICONS, p);
    oneOf(f, 'color', FEATURE_COLORS, p);
  };
  const expandable = (e: Record<string, unknown>, p: string) => {
    str(e, 'id', p);
    str(e, 'title', p);
    strings(e.paragraphs, `${p}.paragraphs`);
    strings(e.bullets, `${p}.bullets`, true);
  };

  if (!isObj(value)) return ['content: cần một đối tượng'];
  const hero = value.hero;
  if (!isObj(hero)) fail('hero', 'cần một đối tượng');
  else {
    for (const key of ['eyebrow', 'title', 'description', 'image', 'imageAlt']) str(hero, key, 'hero');
    str(hero, 'ctaText', 'hero', true);
    strings(hero.highlights, 'hero.highlights');
  }
  const ids = new Set<string>();
  list(value, 'sections', 'content', (s, p) => {
    str(s, 'id', p);
    str(s, 'heading', p);
    str(s, 'intro', p, true);
    if (ids.has(s.id as string)) fail(`${p}.id`, 'bị trùng trong trang');
    ids.add(s.id as string);
    switch (s.type) {
      case 'text':
        strings(s.paragraphs, `${p}.paragraphs`);
        strings(s.bullets, `${p}.bullets`, true);
        break;
      case 'tabs':
        list(s, 'tabs', p, (t, tp) => {
          for (const key of ['id', 'label', 'heading']) str(t, key, tp);
          strings(t.paragraphs, `${tp}.paragraphs`);
          strings(t.bullets, `${tp}.bullets`, true);
          if (t.table !== undefined && (!Array.isArray(t.table) || t.table.some((row) => !Array.isArray(row)))) fail(`${tp}.table`, 'cần các hàng chuỗi');
          if (t.expandables !== undefined) list(t, 'expandables', tp, expandable);
        });
        break;
      case 'accordion':
      case 'toggles':
        list(s, 'items', p, expandable);
        break;
      case 'benefits':
      case 'reasons':
        list(s, 'items', p, feature);
        str(s, 'note', p, true);
        break;
      case 'process':
        oneOf(s, 'variant', ['detailed', 'simple'], p);
        list(s, 'steps', p, (st, sp) => {
          if (typeof st.id !== 'number' || typeof st.step !== 'number') fail(sp, 'cần id và step là số');
          str(st, 'title', sp);
          str(st, 'description', sp);
          list(st, 'details', sp, (d, dp) => {
            str(d, 'type', dp);
            str(d, 'desc', dp);
            str(d, 'accuracy', dp, true);
            str(d, 'time', dp, true);
          }, 0);
        });
        break;
      case 'timeline':
        str(s, 'total', p, true);
        list(s, 'steps', p, (st, sp) => {
          for (const key of ['title', 'description', 'duration']) str(st, key, sp);
          oneOf(st, 'color', TIMELINE_COLORS, sp);
          oneOf(st, 'icon', TIMELINE_ICONS, sp);
          if (st.breakdown !== undefined) {
            list(st, 'breakdown', sp, (b, bp) => {
              str(b, 'label', bp);
              str(b, 'duration', bp);
            });
          }
        });
        break;
      case 'pricing':
        oneOf(s, 'layout', ['feature', 'card'], p);
        str(s, 'note', p, true);
        list(s, 'plans', p, (pl, pp) => {
          if (typeof pl.id !== 'number') fail(`${pp}.id`, 'cần một số');
          for (const key of ['title', 'description', 'price']) str(pl, key, pp);
          if (typeof pl.currency !== 'string') fail(`${pp}.currency`, 'cần một chuỗi');
          if (typeof pl.featured !== 'boolean') fail(`${pp}.featured`, 'cần true hoặc false');
          for (const key of ['image', 'imageAlt', 'customContent', 'buttonText']) str(pl, key, pp, true);
          const features = pl.features;
          if (!Array.isArray(features) || features.some((f) => typeof f !== 'string' && !(isObj(f) && typeof f.text === 'string'))) {
            fail(`${pp}.features`, 'cần chuỗi hoặc {text}');
          }
        });
        break;
      case 'list':
        list(s, 'items', p, (it, ip) => {
          str(it, 'title', ip);
          str(it, 'description', ip, true);
        });
        break;
      case 'duration':
        str(s, 'value', p);
        str(s, 'description', p);
        if (s.items !== undefined) list(s, 'items', p, (it, ip) => str(it, 'title', ip));
        break;
      case 'documents':
        list(s, 'items', p, (d, dp) => {
          str(d, 'title', dp);
          str(d, 'description', dp);
          if (d.template !== undefined) {
            if (!isObj(d.template)) fail(`${dp}.template`, 'cần một đối tượng');
            else {
              str(d.template, 'label', `${dp}.template`);
              strings(d.template.lines, `${dp}.template.lines`);
            }
          }
        });
        break;
      case 'cta':
        str(s, 'text', p);
        str(s, 'buttonText', p);
        break;
      case 'partners':
      case 'contact':
        break;
      default:
        fail(`${p}.type`, `loại mục không hỗ trợ: ${String(s.type)}`);
    }
  });
  return problems;
}

export function isServicePageContent(value: unknown): value is ServicePageContent {
  return contentProblems(value).length === 0;
}
