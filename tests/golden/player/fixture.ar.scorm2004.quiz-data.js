window.QUIZPACK_QUIZ = {
 "description": "<p>يغطي كل الأنواع.</p>",
 "dir": "rtl",
 "format": 1,
 "guide": "guides/every-kind",
 "id": "every-kind",
 "lang": "ar",
 "level": "hard",
 "passingScore": 0.75,
 "questions": [
  {
   "choices": [
    {
     "correct": true,
     "html": "الوسم <code>&lt;b&gt;</code>",
     "id": "a"
    },
    {
     "correct": false,
     "feedback": "<p>ليس رابطًا.</p>",
     "html": "خيار ب",
     "id": "b"
    },
    {
     "correct": false,
     "html": "&lt;img src=x onerror=alert(1)&gt;",
     "id": "c"
    }
   ],
   "explanation": "<p>لأن هذا صحيح.</p>",
   "id": "q.single",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>أيّها؟ <img src=\"assets/media/curve.png\" alt=\"منحنى\"/></p>",
   "stemText": "أيّها؟ منحنى",
   "title": "أي وسم"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "الأول",
     "id": "a"
    },
    {
     "correct": true,
     "html": "الثاني",
     "id": "b"
    },
    {
     "correct": true,
     "html": "الثالث",
     "id": "c"
    },
    {
     "correct": false,
     "html": "الرابع",
     "id": "d"
    },
    {
     "correct": false,
     "html": "الخامس",
     "id": "e"
    }
   ],
   "explanation": "<p>لأن هذا صحيح.</p>",
   "id": "q-multi",
   "kind": "multiple-response",
   "partialCredit": "right-minus-wrong",
   "points": 1.0,
   "stem": "<p>اختر &lt;b&gt;&amp;&lt;/b&gt; ثلاثة.</p>",
   "stemText": "اختر <b>&</b> ثلاثة.",
   "title": "q-multi"
  },
  {
   "answer": false,
   "explanation": "<p>لأن هذا صحيح.</p>",
   "feedbackFalse": "<p>صحيح، إنها خاطئة.</p>",
   "feedbackTrue": "<p>لا، إنها خاطئة.</p>",
   "id": "q_tf",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>السماء خضراء.</p>",
   "stemText": "السماء خضراء.",
   "title": "q_tf"
  },
  {
   "accepted": [
    "bfloat16",
    "بي فلوت"
   ],
   "caseSensitive": false,
   "explanation": "<p>لأن هذا صحيح.</p>",
   "id": "q-short",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>ما اسم الصيغة؟</p>",
   "stemText": "ما اسم الصيغة؟",
   "title": "q-short"
  },
  {
   "explanation": "<p>لأن هذا صحيح.</p>",
   "high": 2.6,
   "id": "q-num",
   "kind": "numerical",
   "low": 2.4,
   "points": 1.0,
   "stem": "<p>كم يساوي 5 / 2؟</p>",
   "stemText": "كم يساوي 5 / 2؟",
   "title": "q-num",
   "tolerance": 0.1,
   "value": 2.5
  },
  {
   "distractors": [
    {
     "answer": "بلا أس",
     "answerText": "بلا أس",
     "id": "none"
    }
   ],
   "explanation": "<p>لأن هذا صحيح.</p>",
   "id": "q-match",
   "kind": "matching",
   "pairs": [
    {
     "answer": "5 بتات للأس",
     "answerText": "5 بتات للأس",
     "id": "fp16",
     "prompt": "FP16"
    },
    {
     "answer": "8 بتات للأس",
     "answerText": "8 بتات للأس",
     "id": "bf16",
     "prompt": "BF16"
    },
    {
     "answer": "4 بتات للأس",
     "answerText": "4 بتات للأس",
     "id": "fp8",
     "prompt": "FP8 E4M3"
    }
   ],
   "points": 1.0,
   "stem": "<p>طابق الصيغ.</p>",
   "stemText": "طابق الصيغ.",
   "title": "q-match"
  },
  {
   "explanation": "<p>لأن هذا صحيح.</p>",
   "id": "q-essay",
   "kind": "essay",
   "points": 1.0,
   "stem": "<p>اشرح تحجيم الخسارة.</p>",
   "stemText": "اشرح تحجيم الخسارة.",
   "title": "q-essay"
  },
  {
   "explanation": "<p>لأن هذا صحيح.</p>",
   "id": "q-order",
   "items": [
    {
     "html": "FP32",
     "id": "fp32",
     "text": "FP32"
    },
    {
     "html": "تحويل BF16",
     "id": "bf16",
     "text": "تحويل BF16"
    },
    {
     "html": "FP8 مع التحجيم",
     "id": "fp8",
     "text": "FP8 مع التحجيم"
    }
   ],
   "kind": "ordering",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p>رتب الصيغ من الأعرض إلى الأضيق.</p>",
   "stemText": "رتب الصيغ من الأعرض إلى الأضيق.",
   "title": "q-order"
  },
  {
   "explanation": "<p>لأن هذا صحيح.</p>",
   "gaps": [
    {
     "accepted": [
      "BF16"
     ],
     "caseSensitive": false,
     "feedback": "<p>صيغة Brain float.</p>",
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
       "text": "المدى"
      },
      {
       "correct": false,
       "id": "precision",
       "text": "الدقة"
      }
     ],
     "points": 2.0
    }
   ],
   "id": "q-cloze",
   "kind": "cloze",
   "points": 4.0,
   "stem": "<p>تحتوي <span class=\"qp-gap\" data-gap=\"fmt\"></span> على <span class=\"qp-gap\" data-gap=\"bits\"></span> بتًا وتحافظ على <span class=\"qp-gap\" data-gap=\"keeps\"></span> في FP32.</p>",
   "stemText": "تحتوي _____ على _____ بتًا وتحافظ على _____ في FP32.",
   "title": "q-cloze"
  },
  {
   "id": "q-description",
   "kind": "description",
   "points": 0.0,
   "stem": "<p>اقرأ هذا <strong>قبل</strong> الأسئلة التالية. <img src=\"assets/media/curve.png\" alt=\"منحنى\"/></p>",
   "stemText": "اقرأ هذا قبل الأسئلة التالية. منحنى",
   "title": "قبل أن تبدأ"
  }
 ],
 "shuffle": {
  "choices": false,
  "questions": false
 },
 "title": "كل الأنواع",
 "titleText": "كل الأنواع",
 "trueFalse": [
  "صواب",
  "خطأ"
 ],
 "version": "1.0.0"
};
