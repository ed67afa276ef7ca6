window.QUIZPACK_QUIZ = {
 "description": "<p>Covers {{every}} kind. @@PLUGINFILE@@/x ]]&gt; &lt;/textarea&gt;</p>",
 "dir": "ltr",
 "format": 1,
 "guide": "guides/every-kind",
 "id": "every-kind",
 "lang": "en",
 "level": "hard",
 "passingScore": 0.75,
 "questions": [
  {
   "choices": [
    {
     "correct": true,
     "html": "<code>&lt;b&gt;</code> tag",
     "id": "a"
    },
    {
     "correct": false,
     "feedback": "<p>Not a link.</p>",
     "html": "click",
     "id": "b"
    },
    {
     "correct": false,
     "html": "&lt;img src=x onerror=alert(1)&gt;",
     "id": "c"
    }
   ],
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "id": "q.single",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>Which one? <img src=\"assets/media/curve.png\" alt=\"loss curve\"/></p>",
   "stemText": "Which one? loss curve",
   "title": "Which tag"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "First",
     "id": "a"
    },
    {
     "correct": true,
     "html": "Second",
     "id": "b"
    },
    {
     "correct": true,
     "html": "Third",
     "id": "c"
    },
    {
     "correct": false,
     "html": "Fourth",
     "id": "d"
    },
    {
     "correct": false,
     "html": "Fifth",
     "id": "e"
    }
   ],
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "id": "q-multi",
   "kind": "multiple-response",
   "partialCredit": "right-minus-wrong",
   "points": 1.0,
   "stem": "<p>Pick &lt;b&gt;&amp;&lt;/b&gt; &quot;three&quot;.</p>",
   "stemText": "Pick <b>&</b> \"three\".",
   "title": "q-multi"
  },
  {
   "answer": false,
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "feedbackFalse": "<p>Right, it is false.</p>",
   "feedbackTrue": "<p>No, it is false.</p>",
   "id": "q_tf",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>The sky is green.</p>",
   "stemText": "The sky is green.",
   "title": "q_tf"
  },
  {
   "accepted": [
    "bfloat16",
    "bf16"
   ],
   "caseSensitive": false,
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "id": "q-short",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>Name the 16-bit format with FP32&#39;s exponent range.</p>",
   "stemText": "Name the 16-bit format with FP32's exponent range.",
   "title": "q-short"
  },
  {
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "high": 2.6,
   "id": "q-num",
   "kind": "numerical",
   "low": 2.4,
   "points": 1.0,
   "stem": "<p>What is 5 / 2?</p>",
   "stemText": "What is 5 / 2?",
   "title": "q-num",
   "tolerance": 0.1,
   "value": 2.5
  },
  {
   "distractors": [
    {
     "answer": "No exponent",
     "answerText": "No exponent",
     "id": "none"
    }
   ],
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "id": "q-match",
   "kind": "matching",
   "pairs": [
    {
     "answer": "5 exponent bits",
     "answerText": "5 exponent bits",
     "id": "fp16",
     "prompt": "FP16"
    },
    {
     "answer": "8 exponent bits",
     "answerText": "8 exponent bits",
     "id": "bf16",
     "prompt": "BF16"
    },
    {
     "answer": "4 exponent bits",
     "answerText": "4 exponent bits",
     "id": "fp8",
     "prompt": "FP8 E4M3"
    }
   ],
   "points": 1.0,
   "stem": "<p>Match the formats.</p>",
   "stemText": "Match the formats.",
   "title": "q-match"
  },
  {
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "id": "q-essay",
   "kind": "essay",
   "points": 1.0,
   "stem": "<p>Explain loss scaling.</p>",
   "stemText": "Explain loss scaling.",
   "title": "q-essay"
  },
  {
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "id": "q-order",
   "items": [
    {
     "html": "FP32",
     "id": "fp32",
     "text": "FP32"
    },
    {
     "html": "BF16 <em>cast</em>",
     "id": "bf16",
     "text": "BF16 cast"
    },
    {
     "html": "FP8 &lt;scale&gt;",
     "id": "fp8",
     "text": "FP8 <scale>"
    }
   ],
   "kind": "ordering",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p>Order the formats from widest to narrowest.</p>",
   "stemText": "Order the formats from widest to narrowest.",
   "title": "q-order"
  },
  {
   "explanation": "<p>Because <em>this</em> is so.</p>",
   "gaps": [
    {
     "accepted": [
      "BF16"
     ],
     "caseSensitive": false,
     "feedback": "<p>Brain float.</p>",
     "id": "fmt",
     "kind": "text",
     "points": 1.0
    },
    {
     "high": 16.0,
     "id": "bits",
     "kind": "number",
     "low": 16.0,
     "points": 1.0,
     "tolerance": 0.0,
     "value": 16.0
    },
    {
     "id": "keeps",
     "kind": "choice",
     "options": [
      {
       "correct": true,
       "id": "range",
       "text": "range"
      },
      {
       "correct": false,
       "id": "precision",
       "text": "precision"
      }
     ],
     "points": 2.0
    }
   ],
   "id": "q-cloze",
   "kind": "cloze",
   "points": 4.0,
   "stem": "<p><span class=\"qp-gap\" data-gap=\"fmt\"></span> has <span class=\"qp-gap\" data-gap=\"bits\"></span> bits and keeps the <span class=\"qp-gap\" data-gap=\"keeps\"></span> of FP32.</p>",
   "stemText": "_____ has _____ bits and keeps the _____ of FP32.",
   "title": "q-cloze"
  },
  {
   "id": "q-description",
   "kind": "description",
   "points": 0.0,
   "stem": "<p>Read this <strong>before</strong> the next questions. <img src=\"assets/media/curve.png\" alt=\"loss curve\"/></p>",
   "stemText": "Read this before the next questions. loss curve",
   "title": "Before you start"
  }
 ],
 "shuffle": {
  "choices": false,
  "questions": false
 },
 "title": "Every kind &lt;script&gt;alert(1)&lt;/script&gt;",
 "titleText": "Every kind <script>alert(1)</script>",
 "trueFalse": [
  "True",
  "False"
 ],
 "version": "1.0.0"
};
