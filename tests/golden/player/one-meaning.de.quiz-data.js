window.QUIZPACK_QUIZ = {
 "description": "<p>Ein Beispiel, dessen Antworten jede Ausgabe gleich bewerten muss: sehr große und kleine Zahlen, Optionen, die wie Markdown aussehen, Akzente, Groß-/Kleinschreibung, Aufsätze und Links.</p>",
 "dir": "ltr",
 "format": 1,
 "guide": "guides/one-meaning",
 "id": "one-meaning",
 "lang": "de",
 "level": "medium",
 "passingScore": 0.6,
 "questions": [
  {
   "explanation": "<p>Etwa 6,022 × 10²³ Teilchen pro Mol.</p>",
   "high": 6.0230000000000004e+23,
   "id": "num-avogadro",
   "kind": "numerical",
   "low": 6.021e+23,
   "points": 2.0,
   "stem": "<p>Wie viele Teilchen enthält ein Mol? Geben Sie den Wert auf vier signifikante Stellen an, zum Beispiel <code>6.022e23</code>.</p>",
   "stemText": "Wie viele Teilchen enthält ein Mol? Geben Sie den Wert auf vier signifikante Stellen an, zum Beispiel 6.022e23.",
   "title": "Avogadro-Konstante",
   "tolerance": 1e+20,
   "value": 6.022e+23
  },
  {
   "explanation": "<p>Sein Ladungsradius beträgt etwa 0,84 × 10⁻¹⁵ m; sein Durchmesser liegt in der Größenordnung von 10⁻¹⁵ bis 10⁻¹⁴ m.</p>",
   "high": 1.05e-14,
   "id": "num-femtometre",
   "kind": "numerical",
   "low": 9.5e-16,
   "points": 1.0,
   "stem": "<p>Wie groß ist ein Proton ungefähr, in Metern? Jeder Wert von 0.95e-15 bis 1.05e-14 zählt.</p>",
   "stemText": "Wie groß ist ein Proton ungefähr, in Metern? Jeder Wert von 0.95e-15 bis 1.05e-14 zählt.",
   "title": "Protonengröße in Metern"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "# (Raute)",
     "id": "hash"
    },
    {
     "correct": false,
     "html": "- (Bindestrich)",
     "id": "dash"
    },
    {
     "correct": false,
     "html": "&gt; (Größer-als)",
     "id": "quote"
    },
    {
     "correct": false,
     "html": "1. (eine Zahl und ein Punkt)",
     "id": "number"
    }
   ],
   "explanation": "<p>Kommentare in Python beginnen mit <code>#</code>.</p>",
   "id": "sc-markdown-characters",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>Mit welchem Zeichen beginnt ein Kommentar in einer Python-Datei?</p>",
   "stemText": "Mit welchem Zeichen beginnt ein Kommentar in einer Python-Datei?",
   "title": "Optionen, die wie Markdown aussehen"
  },
  {
   "accepted": [
    "Café",
    "Kaffeehaus"
   ],
   "caseSensitive": false,
   "explanation": "<p><em>Café</em>, geschrieben mit é.</p>",
   "id": "sa-cafe",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>Welches französische Wort für ein Kaffeehaus endet auf ein e mit Akzent?</p>",
   "stemText": "Welches französische Wort für ein Kaffeehaus endet auf ein e mit Akzent?",
   "title": "Ein Wort mit Akzent"
  },
  {
   "accepted": [
    "NaCl"
   ],
   "caseSensitive": true,
   "explanation": "<p>NaCl: Natrium (Na) und Chlor (Cl). <em>nacl</em> ist keine Formel.</p>",
   "id": "sa-formula",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>Geben Sie die chemische Formel von Kochsalz ein.</p>",
   "stemText": "Geben Sie die chemische Formel von Kochsalz ein.",
   "title": "Eine Formel (Groß-/Kleinschreibung zählt)"
  },
  {
   "distractors": [
    {
     "answer": "Tabelle",
     "answerText": "Tabelle",
     "id": "table"
    }
   ],
   "explanation": "<p><code>#</code> beginnt eine Überschrift, <code>&gt;</code> ein Zitat und <code>-</code> einen Listenpunkt.</p>",
   "id": "match-symbols",
   "kind": "matching",
   "pairs": [
    {
     "answer": "Überschrift",
     "answerText": "Überschrift",
     "id": "hash",
     "prompt": "#"
    },
    {
     "answer": "Zitat",
     "answerText": "Zitat",
     "id": "quote",
     "prompt": "&gt;"
    },
    {
     "answer": "Listenpunkt",
     "answerText": "Listenpunkt",
     "id": "dash",
     "prompt": "-"
    }
   ],
   "points": 3.0,
   "stem": "<p>Ordnen Sie jedem Symbol seine Bedeutung in Markdown zu.</p>",
   "stemText": "Ordnen Sie jedem Symbol seine Bedeutung in Markdown zu.",
   "title": "Symbole und ihre Bedeutung"
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
     "html": "Stickstoff",
     "id": "n"
    }
   ],
   "explanation": "<p>Helium und Argon sind Edelgase, Stickstoff nicht.</p>",
   "id": "mr-noble-gases",
   "kind": "multiple-response",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p>Welche dieser Elemente sind Edelgase? Wählen Sie alle aus.</p>",
   "stemText": "Welche dieser Elemente sind Edelgase? Wählen Sie alle aus.",
   "title": "Edelgase, alles oder nichts"
  },
  {
   "explanation": "<p>Ein Mol ist eine feste Anzahl von Teilchen, sodass sich Stoffmengen durch Wiegen vergleichen lassen.</p>",
   "id": "essay-mole",
   "kind": "essay",
   "points": 3.0,
   "stem": "<p>Erklären Sie in wenigen Sätzen, warum Chemiker Teilchen in Mol zählen. Die <a href=\"https://www.bipm.org/en/publications/si-brochure\" target=\"_blank\" rel=\"noopener noreferrer\">SI-Broschüre</a> definiert die Einheit.</p>",
   "stemText": "Erklären Sie in wenigen Sätzen, warum Chemiker Teilchen in Mol zählen. Die SI-Broschüre definiert die Einheit.",
   "title": "Das Mol erklären"
  }
 ],
 "shuffle": {
  "choices": false,
  "questions": false
 },
 "title": "Eine Bedeutung in jeder Ausgabe: Zahlen, Symbole und Akzente",
 "titleText": "Eine Bedeutung in jeder Ausgabe: Zahlen, Symbole und Akzente",
 "trueFalse": [
  "Wahr",
  "Falsch"
 ],
 "version": "1.0.0"
};
