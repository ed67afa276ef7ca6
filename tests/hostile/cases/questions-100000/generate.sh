# 100,000 essay questions (over the default limit of 20,000).
set -e
awk 'BEGIN {
  printf "{\"id\": \"many\", \"version\": \"1\", \"sourceLanguage\": \"en\", \"languages\": [\"en\"],\n"
  printf " \"title\": {\"en\": {\"text\": \"t\", \"state\": \"source\"}},\n"
  printf " \"description\": {\"en\": {\"text\": \"d\", \"state\": \"source\"}},\n \"questions\": [\n"
  for (i = 0; i < 100000; i++)
    printf "%s{\"id\": \"q%d\", \"kind\": \"essay\", \"stem\": {\"en\": {\"text\": \"s%d\", \"state\": \"source\"}}, \"explanation\": {\"en\": {\"text\": \"e\", \"state\": \"source\"}}}\n", (i ? "," : ""), i, i
  printf "]}\n"
}' > quiz.json
