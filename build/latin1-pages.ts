/**
 * The server writes pages whose text V8 holds one byte per character.
 *
 * A rendered page is a string of ~81,000 characters, joined from ~2,300 pieces. V8 makes it one byte per
 * character unless a single piece holds a character beyond Latin-1; a job list has about thirty (’ and … in
 * messages, € and the narrow no-break space in figures, ’ in offers' titles), so the whole page was two
 * bytes per character: 163 KB, past V8's size for large objects, allocated apart and written ~5× slower
 * when the pieces are joined (~200 against ~40 µs), then encoded to UTF-8 more slowly. Joining and encoding
 * took ~10 % of a job list's CPU on the server, ~4 % once one byte (docs/performance-history.md,
 * thirty-first pass).
 *
 * So those characters travel as HTML character references (`&#8217;`) in text and attributes, which the
 * browser reads as the characters themselves, and as `\u2019` in the page's JSON (`jsonForScript`). Here,
 * in the server's build only: React's escaping of text and attribute values also writes the characters
 * beyond Latin-1 as references, and its result is copied into a one-byte string (`latin1Copy`: slices of a
 * two-byte string stay two-byte). If React changes these lines, the build fails here.
 */
import type { Plugin } from 'vite'
import { latin1Copy } from '../src/domain/json-for-script'
import { editModule, type ModuleEdit, moduleEditsPlugin } from './module-edits'

const REACT_DOM_SERVER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server(-legacy)?\.node\.production\.js$/

/** The helper's name in the edited modules: one React does not use. */
const LATIN1_COPY = '__tremplinLatin1Copy'

const EDITS: ModuleEdit[] = [
  // Text to escape: the five characters React escapes, and any beyond Latin-1 (surrogates included).
  {
    module: REACT_DOM_SERVER,
    from: `  matchHtmlRegExp = /["'&<>]/;`,
    to: `  matchHtmlRegExp = /["'&<>\\u0100-\\uffff]/;`,
  },
  {
    module: REACT_DOM_SERVER,
    from: `  var match = matchHtmlRegExp.exec(text);\n  if (match) {\n    var html = "",`,
    to: `  var match = matchHtmlRegExp.exec(text);\n  if (match) {\n    var beyondLatin1 = !1,\n      html = "",`,
  },
  // A character beyond Latin-1 becomes its reference (a pair of surrogates, the one character it encodes).
  {
    module: REACT_DOM_SERVER,
    from: `        default:\n          continue;\n      }\n      lastIndex !== index && (html += text.slice(lastIndex, index));`,
    to: `        default:
          var code = text.codePointAt(index);
          if (256 > code) continue;
          lastIndex !== index && (html += text.slice(lastIndex, index));
          lastIndex = index + (65535 < code ? 2 : 1);
          65535 < code && index++;
          html += "&#" + code + ";";
          beyondLatin1 = !0;
          continue;
      }
      lastIndex !== index && (html += text.slice(lastIndex, index));`,
  },
  {
    module: REACT_DOM_SERVER,
    from: `    text = lastIndex !== index ? html + text.slice(lastIndex, index) : html;\n  }\n  return text;\n}`,
    to: `    text = lastIndex !== index ? html + text.slice(lastIndex, index) : html;\n    beyondLatin1 && (text = ${LATIN1_COPY}(text));\n  }\n  return text;\n}\nfunction ${LATIN1_COPY}(text) {\n  return (${latin1Copy.toString()})(text);\n}`,
  },
]

/** `code` of module `id` with its escaping edited, or `null` when it is not React's server renderer. */
export function editReactServerModule(code: string, id: string): string | null {
  const edited = editModule(code, id, EDITS, 'build/latin1-pages.ts')
  return edited === code ? null : edited
}

export function latin1PagesOnTheServer(): Plugin {
  return moduleEditsPlugin('tremplin:latin1-pages', 'server', editReactServerModule)
}
