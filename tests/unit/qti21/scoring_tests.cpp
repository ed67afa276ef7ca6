// Each kind's response processing, run by the test evaluator: full points, zero, and the bank's partial credit.
#include <catch2/catch.hpp>

#include <algorithm>

#include "export/qti21/qti21_writer.hpp"
#include "scoring_quiz.hpp"
#include "support/collect.hpp"
#include "support/qti_evaluator.hpp"

namespace quizpack::test {
namespace {

const std::string& item_xml(const std::string& lang, const std::string& question_id) {
  static std::map<std::string, WriterOutput> packages;
  auto it = packages.find(lang);
  if (it == packages.end()) it = packages.emplace(lang, test::collect("qti21", scoring_quiz(), lang)).first;
  for (const auto& f : it->second.files)
    if (f.path == "items/" + question_id + ".xml") return f.bytes;
  throw std::runtime_error("no item " + question_id);
}

double score(const std::string& id, const Response& response, const std::string& lang = "en") {
  return evaluate_item(item_xml(lang, id), response).score;
}

}  // namespace

TEST_CASE("single choice scores the bank's points for the right choice only") {
  CHECK(score("q.single", {"C_a"}) == 2);
  CHECK(score("q.single", {"C_b"}) == 0);
  CHECK(score("q.single", {"C_c"}) == 0);
  CHECK(score("q.single", {}) == 0);
}

TEST_CASE("single choice shows the explanation and the chosen choice's feedback") {
  const auto outcome = evaluate_item(item_xml("en", "q.single"), {"C_b"});
  CHECK(outcome.feedback == std::set<std::string>{"EXPLANATION", "C_b"});
  CHECK(evaluate_item(item_xml("en", "q.single"), {}).feedback == std::set<std::string>{"EXPLANATION"});
}

TEST_CASE("true/false scores the right answer in every language") {
  for (const std::string lang : {"en", "ar", "ja"}) {
    CHECK(score("q_tf", {"C_false"}, lang) == 1);
    CHECK(score("q_tf", {"C_true"}, lang) == 0);
    CHECK(score("q_tf", {}, lang) == 0);
  }
  CHECK(evaluate_item(item_xml("en", "q_tf"), {"C_true"}).feedback == std::set<std::string>{"EXPLANATION", "C_true"});
}

TEST_CASE("multiple response right-minus-wrong: each right choice earns a share, each wrong one costs one, floor 0") {
  // 3 points, 3 right choices (a, b, c) and 2 wrong ones (d, e): a share is 1 point.
  const std::vector<std::string> right = {"C_a", "C_b", "C_c"}, wrong = {"C_d", "C_e"};
  for (int r = 0; r <= 3; ++r) {
    for (int w = 0; w <= 2; ++w) {
      Response response(right.begin(), right.begin() + r);
      response.insert(response.end(), wrong.begin(), wrong.begin() + w);
      const double expected = std::max(0.0, 3.0 * (r - w) / 3.0);
      INFO("right " << r << ", wrong " << w);
      CHECK(score("q-multi", response) == Approx(expected).margin(1e-12));
    }
  }
  CHECK(score("q-multi", right) == 3);  // exactly the bank's points, not a sum of shares
}

TEST_CASE("multiple response all-or-nothing: full points for exactly the right set") {
  CHECK(score("q-multi-all", {"C_c", "C_a", "C_b"}) == 1);
  CHECK(score("q-multi-all", {"C_a", "C_b"}) == 0);
  CHECK(score("q-multi-all", {"C_a", "C_b", "C_c", "C_d"}) == 0);
  CHECK(score("q-multi-all", {}) == 0);
}

TEST_CASE("short answer accepts the language's answers, ignoring case when the bank says so") {
  CHECK(score("q-short", {"bfloat16"}) == 1);
  CHECK(score("q-short", {"BFloat16"}) == 1);
  CHECK(score("q-short", {"BF16"}) == 1);
  CHECK(score("q-short", {"fp16"}) == 0);
  CHECK(score("q-short", {}) == 0);
  CHECK(score("q-short", {"ビーフロート"}, "ja") == 1);
  CHECK(score("q-short", {"bf16"}, "ja") == 0);
  CHECK(score("q-short", {"بي فلوت"}, "ar") == 1);
}

TEST_CASE("short answer with case sensitivity rejects another case") {
  CHECK(score("q-short-case", {"NaN"}) == 1.5);
  CHECK(score("q-short-case", {"nan"}) == 0);
  CHECK(score("q-short-case", {"NAN"}) == 0);
}

TEST_CASE("numerical with tolerance accepts the value and its boundaries, nothing beyond") {
  CHECK(score("q-num", {"2.5"}) == 1);
  CHECK(score("q-num", {"2.4"}) == 1);
  CHECK(score("q-num", {"2.6"}) == 1);
  CHECK(score("q-num", {"2.6001"}) == 0);
  CHECK(score("q-num", {"2.3999"}) == 0);
  CHECK(score("q-num", {"-2.5"}) == 0);
  CHECK(score("q-num", {}) == 0);
}

TEST_CASE("numerical range accepts both ends inclusive") {
  CHECK(score("q-range", {"10"}) == 1);
  CHECK(score("q-range", {"20"}) == 1);
  CHECK(score("q-range", {"15.5"}) == 1);
  CHECK(score("q-range", {"9.999"}) == 0);
  CHECK(score("q-range", {"20.001"}) == 0);
  CHECK(score("q-range", {}) == 0);
}

TEST_CASE("matching gives each right pair its share of the points") {
  CHECK(score("q-match", {"P_fp16 A_fp16", "P_bf16 A_bf16", "P_fp8 A_fp8"}) == 3);
  CHECK(score("q-match", {"P_fp16 A_fp16", "P_bf16 A_bf16", "P_fp8 A_none"}) == Approx(2).margin(1e-12));
  CHECK(score("q-match", {"P_fp16 A_bf16", "P_bf16 A_fp16"}) == 0);
  CHECK(score("q-match", {"P_fp16 A_fp16"}) == Approx(1).margin(1e-12));
  CHECK(score("q-match", {}) == 0);
}

TEST_CASE("ordering scores the whole right order, or each item in its right place when per position") {
  CHECK(score("q-order", {"C_fp32", "C_bf16", "C_fp8"}) == 1);
  CHECK(score("q-order", {"C_fp32", "C_fp8", "C_bf16"}) == 0);
  CHECK(score("q-order", {}) == 0);
  CHECK(score("q-order-positions", {"C_fp32", "C_bf16", "C_fp8"}) == 1);
  CHECK(score("q-order-positions", {"C_fp32", "C_fp8", "C_bf16"}) == Approx(1.0 / 3).margin(1e-12));
  CHECK(score("q-order-positions", {"C_fp8", "C_fp32", "C_bf16"}) == 0);
  CHECK(score("q-order-positions", {}) == 0);
  CHECK(item_xml("en", "q-order").find("cardinality=\"ordered\"") != std::string::npos);
  CHECK(item_xml("en", "q-order").find("<orderInteraction responseIdentifier=\"RESPONSE\" shuffle=\"true\">") !=
        std::string::npos);
}

TEST_CASE("essay is not scored automatically but shows the explanation") {
  const auto outcome = evaluate_item(item_xml("en", "q-essay"), {"A long answer about loss scaling."});
  CHECK(outcome.score == 0);
  CHECK(outcome.feedback == std::set<std::string>{"EXPLANATION"});
}

TEST_CASE("the test sums the items' SCORE and passes at the bank's passing score") {
  Quiz quiz = scoring_quiz();  // the cloze question's items are scored in tests/scoring
  quiz.questions.erase(std::remove_if(quiz.questions.begin(), quiz.questions.end(),
                                      [](const Question& q) { return std::holds_alternative<Cloze>(q.body); }),
                       quiz.questions.end());
  const WriterOutput package = test::collect("qti21", quiz, "en");
  const std::string& test = package.files.at(1).bytes;
  // Maximum 21.5 points, passing score 0.75: the pass mark is 16.125. Items in order: q.single, q-multi, q_tf,
  // q-short, q-num, q-match, q-essay, q-order, q-multi-all, q-short-case, q-range, q-order-positions.
  std::vector<double> scores = {2, 3, 1, 1, 1, 3, 0, 1, 1, 1.5, 1, 1};
  CHECK(evaluate_test(test, scores).score == Approx(16.5));
  CHECK(evaluate_test(test, scores).pass);
  scores.at(11) = 0.5;
  CHECK_FALSE(evaluate_test(test, scores).pass);
  scores.at(6) = 0.125;
  CHECK(evaluate_test(test, scores).pass);
  CHECK(evaluate_test(test, std::vector<double>(12, 0)).score == 0);
}

TEST_CASE("the pass mark is the rounded product, so a score exactly at the mark passes") {
  Quiz quiz = scoring_quiz();
  quiz.questions.erase(std::remove_if(quiz.questions.begin(), quiz.questions.end(),
                                      [](const Question& q) {
                                        return std::holds_alternative<Ordering>(q.body) ||
                                               std::holds_alternative<Cloze>(q.body);
                                      }),
                       quiz.questions.end());
  quiz.passing_score = 0.28;          // 0.28 × 25 is 7.000000000000001 in binary floating point
  quiz.questions.at(0).points = 7.5;  // maximum 25
  const WriterOutput package = test::collect("qti21", quiz, "en");
  const std::string& test = package.files.at(1).bytes;
  CHECK(test.find("<baseValue baseType=\"float\">7</baseValue>") != std::string::npos);
  CHECK(evaluate_test(test, {7, 0, 0, 0, 0, 0, 0, 0, 0, 0}).pass);
  CHECK_FALSE(evaluate_test(test, {6.99, 0, 0, 0, 0, 0, 0, 0, 0, 0}).pass);
}

}  // namespace quizpack::test
