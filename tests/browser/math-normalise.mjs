// MathML trees compared after a normalisation that removes what only changes how two converters spell the same
// rendering (the rules are listed in tests/math/README.md); used to compare quizpack's MathML with temml's.

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text) {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (m, e) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? m;
  });
}

// Parses the well-formed markup both converters write into {tag, attrs, children, text}.
export function parseMathml(markup) {
  let i = 0;
  const root = { tag: "#root", attrs: {}, children: [], text: "" };
  const stack = [root];
  while (i < markup.length) {
    if (markup[i] !== "<") {
      const end = markup.indexOf("<", i);
      const text = decode(markup.slice(i, end < 0 ? markup.length : end));
      stack[stack.length - 1].text += text;
      i = end < 0 ? markup.length : end;
      continue;
    }
    const end = markup.indexOf(">", i);
    const inner = markup.slice(i + 1, end);
    i = end + 1;
    if (inner.startsWith("/")) {
      stack.pop();
      continue;
    }
    const selfClosing = inner.endsWith("/");
    const body = selfClosing ? inner.slice(0, -1) : inner;
    const tag = body.match(/^[^\s]+/)[0];
    const attrs = {};
    for (const m of body.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]] = decode(m[2]);
    const node = { tag, attrs, children: [], text: "" };
    stack[stack.length - 1].children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root.children[0];
}

const KEPT = new Set(["mathvariant", "displaystyle", "scriptlevel", "linethickness", "minsize", "maxsize"]);
const INFERRED = new Set(["math", "mrow", "msqrt", "mstyle", "mtd", "mphantom", "mpadded", "merror"]);
const TOKENS = new Set(["mi", "mn", "mo", "mtext"]);

function emValue(width) {
  const m = /^(-?[\d.]+)(em|pt|mu)?$/.exec(width ?? "");
  if (!m) return null;
  const n = parseFloat(m[1]);
  if (m[2] === "pt") return n / 10;
  if (m[2] === "mu") return n / 18;
  return n;
}

function isLetter(ch) {
  return /^[A-Za-z\u0391-\u03A9\u03B1-\u03C9\u03D1\u03D5\u03D6\u03F0\u03F1\u03F5]$/u.test(ch);
}

// An identifier whose look does not depend on MathML's automatic italic for single letters.
function fixedStyle(n) {
  if (n.tag !== "mi") return false;
  const chars = [...n.text];
  return chars.length !== 1 || n.attrs.mathvariant === "normal" || !isLetter(n.text);
}

function rewrite(n) {
  // temml: an empty <mrow style="margin-left:…"> is a negative space.
  if (n.tag === "mrow" && n.children.length === 0 && /margin-left:(-?[\d.]+em)/.test(n.attrs.style ?? "")) {
    return { tag: "mspace", attrs: { width: /margin-left:(-?[\d.]+em)/.exec(n.attrs.style)[1] }, children: [], text: "" };
  }
  // temml: menclose for \overline and \underline; quizpack: mover and munder with a stretchy line.
  if (n.tag === "menclose" && (n.attrs.notation === "top" || n.attrs.notation === "bottom")) {
    const line = { tag: "mo", attrs: {}, children: [], text: n.attrs.notation === "top" ? "‾" : "_" };
    return { tag: n.attrs.notation === "top" ? "mover" : "munder", attrs: {},
             children: [{ tag: "mrow", attrs: {}, children: n.children.map(rewrite), text: "" }, line], text: "" };
  }
  const attrs = {};
  for (const [k, v] of Object.entries(n.attrs)) {
    if (KEPT.has(k) && (k !== "scriptlevel" || n.tag === "mstyle")) attrs[k] = v;
    if (k === "width" && n.tag === "mspace") attrs.width = v;
    if (k === "linethickness" && emValue(v.replace(/px$/, "")) === 0) attrs[k] = "0";
  }
  let tag = n.tag;
  if (tag === "mpadded" && !("width" in n.attrs) && !("height" in n.attrs) && !("depth" in n.attrs)) tag = "mrow";
  if (tag === "mstyle" && !("displaystyle" in attrs) && !("scriptlevel" in attrs)) tag = "mrow";
  let text = TOKENS.has(tag) ? n.text.normalize("NFC").replace(/[\uFE0E\uFE0F]/g, "").replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, "") : "";
  if (tag === "mi" && attrs.mathvariant === "normal" && ([...text].length !== 1 || !isLetter(text))) delete attrs.mathvariant;
  return { tag, attrs, children: n.children.map(rewrite), text };
}

// A number's final full stop reads as the punctuation after it (temml keeps "7.879." as one number).
function splitFinalStop(children) {
  return children.flatMap((c) =>
    c.tag === "mn" && c.text.length > 1 && c.text.endsWith(".")
      ? [{ ...c, text: c.text.slice(0, -1) }, { tag: "mi", attrs: {}, children: [], text: "." }]
      : [c]);
}

function isRemovable(n, inferredParent) {
  if (n.tag === "mo" && n.text === "") return true;
  if (n.tag === "mspace") {
    const w = emValue(n.attrs.width);
    return w === null || w === 0;
  }
  return inferredParent && n.tag === "mrow" && n.children.length === 0;
}

function simplify(n) {
  const inferred = INFERRED.has(n.tag);
  let children = n.children.map(simplify).filter((c) => !isRemovable(c, inferred));
  if (inferred) children = splitFinalStop(children.flatMap((c) => (c.tag === "mrow" ? c.children : [c])));
  // Adjacent spaces add up; adjacent fixed-style identifiers read as one.
  const merged = [];
  for (const c of children) {
    const last = merged[merged.length - 1];
    if (inferred && last && last.tag === "mspace" && c.tag === "mspace") {
      last.attrs = { width: String(emValue(last.attrs.width) + emValue(c.attrs.width)) };
      continue;
    }
    if (inferred && last && fixedStyle(last) && fixedStyle(c)) {
      last.text += c.text;
      if ([...last.text].length > 1) delete last.attrs.mathvariant;
      continue;
    }
    merged.push({ ...c, attrs: { ...c.attrs } });
  }
  for (const c of merged) if (c.tag === "mspace") c.attrs.width = emValue(c.attrs.width).toFixed(3);
  const out = { ...n, children: merged };
  if (out.tag === "mrow" && out.children.length === 1) return out.children[0];
  return out;
}

export function normalise(markup) {
  let tree = simplify(rewrite(parseMathml(markup)));
  // Flattening can expose new rows of one node; repeat until nothing changes.
  for (let s = serialise(tree), k = 0; k < 5; ++k) {
    tree = simplify(tree);
    const again = serialise(tree);
    if (again === s) break;
    s = again;
  }
  return tree;
}

export function serialise(n) {
  const attrs = Object.keys(n.attrs).sort().map((k) => ` ${k}="${n.attrs[k]}"`).join("");
  return `<${n.tag}${attrs}>${n.text}${n.children.map(serialise).join("")}</${n.tag}>`;
}
