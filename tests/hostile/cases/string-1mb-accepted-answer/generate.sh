# A short answer of 1 MiB (plain text, over the text limit).
set -e
big=$(head -c 1048576 /dev/zero | tr '\0' x)
cat > quiz.json <<EOF
{"id": "long-answer", "version": "1", "sourceLanguage": "en", "languages": ["en"],
 "title": {"en": {"text": "t", "state": "source"}}, "description": {"en": {"text": "d", "state": "source"}},
 "questions": [{"id": "q1", "kind": "short-answer", "stem": {"en": {"text": "s", "state": "source"}},
   "explanation": {"en": {"text": "e", "state": "source"}}, "accepted": {"en": ["$big"]}}]}
EOF
