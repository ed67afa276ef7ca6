window.QUIZPACK_QUIZ = {
 "description": "<p>A sample bank whose answers every output must score alike: very large and small numbers, options that look like Markdown, accents, case rules, essays and links.</p>",
 "dir": "ltr",
 "format": 1,
 "guide": "guides/one-meaning",
 "id": "one-meaning",
 "lang": "en",
 "level": "medium",
 "passingScore": 0.6,
 "questions": [
  {
   "explanation": "<p>About 6.022 × 10²³ particles per mole.</p>",
   "high": 6.0230000000000004e+23,
   "id": "num-avogadro",
   "kind": "numerical",
   "low": 6.021e+23,
   "points": 2.0,
   "stem": "<p>How many particles are in one mole? Give the value to four significant digits, for example <code>6.022e23</code>.</p>",
   "stemText": "How many particles are in one mole? Give the value to four significant digits, for example 6.022e23.",
   "title": "Avogadro's number",
   "tolerance": 1e+20,
   "value": 6.022e+23
  },
  {
   "explanation": "<p>Its charge radius is about 0.84 × 10⁻¹⁵ m; its diameter is of the order of 10⁻¹⁵ to 10⁻¹⁴ m.</p>",
   "high": 1.05e-14,
   "id": "num-femtometre",
   "kind": "numerical",
   "low": 9.5e-16,
   "points": 1.0,
   "stem": "<p>Roughly how large is a proton, in metres? Any value from 0.95e-15 to 1.05e-14 counts.</p>",
   "stemText": "Roughly how large is a proton, in metres? Any value from 0.95e-15 to 1.05e-14 counts.",
   "title": "A proton's size in metres"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "# (hash)",
     "id": "hash"
    },
    {
     "correct": false,
     "html": "- (dash)",
     "id": "dash"
    },
    {
     "correct": false,
     "html": "&gt; (greater-than)",
     "id": "quote"
    },
    {
     "correct": false,
     "html": "1. (a number and a dot)",
     "id": "number"
    }
   ],
   "explanation": "<p>Python comments start with <code>#</code>.</p>",
   "id": "sc-markdown-characters",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>Which character starts a comment in a Python file?</p>",
   "stemText": "Which character starts a comment in a Python file?",
   "title": "Options that look like Markdown"
  },
  {
   "accepted": [
    "café"
   ],
   "caseSensitive": false,
   "explanation": "<p><em>Café</em>, written with é.</p>",
   "id": "sa-cafe",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>Which French word for a coffee house ends in an accented e?</p>",
   "stemText": "Which French word for a coffee house ends in an accented e?",
   "title": "An accented word"
  },
  {
   "accepted": [
    "NaCl"
   ],
   "caseSensitive": true,
   "explanation": "<p>NaCl: sodium (Na) and chlorine (Cl). <em>nacl</em> is not a formula.</p>",
   "id": "sa-formula",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>Type the chemical formula of table salt.</p>",
   "stemText": "Type the chemical formula of table salt.",
   "title": "A formula (case matters)"
  },
  {
   "distractors": [
    {
     "answer": "table",
     "answerText": "table",
     "id": "table"
    }
   ],
   "explanation": "<p><code>#</code> starts a heading, <code>&gt;</code> a quotation and <code>-</code> a list item.</p>",
   "id": "match-symbols",
   "kind": "matching",
   "pairs": [
    {
     "answer": "heading",
     "answerText": "heading",
     "id": "hash",
     "prompt": "#"
    },
    {
     "answer": "quotation",
     "answerText": "quotation",
     "id": "quote",
     "prompt": "&gt;"
    },
    {
     "answer": "list item",
     "answerText": "list item",
     "id": "dash",
     "prompt": "-"
    }
   ],
   "points": 3.0,
   "stem": "<p>Match each symbol with what it means in Markdown.</p>",
   "stemText": "Match each symbol with what it means in Markdown.",
   "title": "Symbols and their meaning"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "Helium",
     "id": "he"
    },
    {
     "correct": true,
     "html": "Argon",
     "id": "ar"
    },
    {
     "correct": false,
     "html": "Nitrogen",
     "id": "n"
    }
   ],
   "explanation": "<p>Helium and argon are noble gases; nitrogen is not.</p>",
   "id": "mr-noble-gases",
   "kind": "multiple-response",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p>Which of these elements are noble gases? Select every one.</p>",
   "stemText": "Which of these elements are noble gases? Select every one.",
   "title": "Noble gases, all or nothing"
  },
  {
   "explanation": "<p>A mole is a fixed number of particles, so amounts of substance can be compared by weighing.</p>",
   "id": "essay-mole",
   "kind": "essay",
   "points": 3.0,
   "stem": "<p>In a few sentences, explain why chemists count particles in moles. The <a href=\"https://www.bipm.org/en/publications/si-brochure\" target=\"_blank\" rel=\"noopener noreferrer\">SI brochure</a> defines the unit.</p>",
   "stemText": "In a few sentences, explain why chemists count particles in moles. The SI brochure defines the unit.",
   "title": "Explain the mole"
  }
 ],
 "shuffle": {
  "choices": false,
  "questions": false
 },
 "title": "One meaning in every output: numbers, symbols and accents",
 "titleText": "One meaning in every output: numbers, symbols and accents",
 "trueFalse": [
  "True",
  "False"
 ],
 "version": "1.0.0"
};
