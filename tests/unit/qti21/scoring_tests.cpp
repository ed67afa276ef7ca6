// Each kind's response processing, run by the test evaluator: full points, zero, and the bank's partial credit.
#include <catch2/catch.hpp>

#include "export/qti21/qti21_writer.hpp"
#include "fixture_quiz.hpp"
#include "qti_evaluator.hpp"
#include "support/collect.hpp"

namespace quizpack::test {
namespace {

const std::string& item_xml(const std::string& lang, const std::string& question_id) {
  static std::map<std::string, WriterOutput> packages;
  auto it = packages.find(lang);
  if (it == packages.end()) it = packages.emplace(lang, test::collect("qti21", every_kind_quiz(), lang)).first;
  for (const auto& f : it->second.files)
    if (f.path == "items/" + question_id + ".xml") return f.bytes;
  throw std::runtime_error("no item " + question_id);
}

double score(const std::string& id, const Response& response, const std::string& lang = "en") {
  return evaluate_item(item_xml(lang, id), response).score;
}

}  // namespace

TEST_CASE("single choice scores the bank's points for the right choice only") {
  CHECK(score("sc", {"C_b"}) == 2);
  CHECK(score("sc", {"C_a"}) == 0);
  CHECK(score("sc", {"C_c"}) == 0);
  CHECK(score("sc", {}) == 0);
}

TEST_CASE("single choice shows the explanation and the chosen choice's feedback") {
  const auto outcome = evaluate_item(item_xml("en", "sc"), {"C_a"});
  CHECK(outcome.feedback == std::set<std::string>{"EXPLANATION", "C_a"});
  CHECK(evaluate_item(item_xml("en", "sc"), {}).feedback == std::set<std::string>{"EXPLANATION"});
}

TEST_CASE("true/false scores the right answer in every language") {
  for (const std::string lang : {"en", "ar", "ja"}) {
    CHECK(score("tf", {"C_false"}, lang) == 1);
    CHECK(score("tf", {"C_true"}, lang) == 0);
    CHECK(score("tf", {}, lang) == 0);
  }
  CHECK(evaluate_item(item_xml("en", "tf"), {"C_true"}).feedback == std::set<std::string>{"EXPLANATION", "C_true"});
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
      CHECK(score("mr", response) == Approx(expected).margin(1e-12));
    }
  }
  CHECK(score("mr", right) == 3);  // exactly the bank's points, not a sum of shares
}

TEST_CASE("multiple response all-or-nothing: full points for exactly the right set") {
  CHECK(score("mr-all", {"C_c", "C_a", "C_b"}) == 1);
  CHECK(score("mr-all", {"C_a", "C_b"}) == 0);
  CHECK(score("mr-all", {"C_a", "C_b", "C_c", "C_d"}) == 0);
  CHECK(score("mr-all", {}) == 0);
}

TEST_CASE("short answer accepts the language's answers, ignoring case when the bank says so") {
  CHECK(score("sa", {"Paris"}) == 1);
  CHECK(score("sa", {"paris"}) == 1);
  CHECK(score("sa", {"CITY OF LIGHT"}) == 1);
  CHECK(score("sa", {"London"}) == 0);
  CHECK(score("sa", {}) == 0);
  CHECK(score("sa", {"パリ"}, "ja") == 1);
  CHECK(score("sa", {"Paris"}, "ja") == 0);
  CHECK(score("sa", {"باريس"}, "ar") == 1);
}

TEST_CASE("short answer with case sensitivity rejects another case") {
  CHECK(score("sa-case", {"NaN"}) == 1.5);
  CHECK(score("sa-case", {"nan"}) == 0);
  CHECK(score("sa-case", {"NAN"}) == 0);
}

TEST_CASE("numerical with tolerance accepts the value and its boundaries, nothing beyond") {
  CHECK(score("num", {"3.14"}) == 1);
  CHECK(score("num", {"3.13"}) == 1);
  CHECK(score("num", {"3.15"}) == 1);
  CHECK(score("num", {"3.1501"}) == 0);
  CHECK(score("num", {"3.1299"}) == 0);
  CHECK(score("num", {"-3.14"}) == 0);
  CHECK(score("num", {}) == 0);
}

TEST_CASE("numerical range accepts both ends inclusive") {
  CHECK(score("range", {"10"}) == 1);
  CHECK(score("range", {"20"}) == 1);
  CHECK(score("range", {"15.5"}) == 1);
  CHECK(score("range", {"9.999"}) == 0);
  CHECK(score("range", {"20.001"}) == 0);
  CHECK(score("range", {}) == 0);
}

TEST_CASE("matching gives each right pair its share of the points") {
  CHECK(score("match", {"P_p1 A_p1", "P_p2 A_p2", "P_p3 A_p3"}) == 3);
  CHECK(score("match", {"P_p1 A_p1", "P_p2 A_p2", "P_p3 A_d1"}) == Approx(2).margin(1e-12));
  CHECK(score("match", {"P_p1 A_p2", "P_p2 A_p1"}) == 0);
  CHECK(score("match", {"P_p1 A_p1"}) == Approx(1).margin(1e-12));
  CHECK(score("match", {}) == 0);
}

TEST_CASE("essay is not scored automatically but shows the explanation") {
  const auto outcome = evaluate_item(item_xml("en", "essay"), {"A long answer about loss scaling."});
  CHECK(outcome.score == 0);
  CHECK(outcome.feedback == std::set<std::string>{"EXPLANATION"});
}

TEST_CASE("the test sums the items' SCORE and passes at the bank's passing score") {
  const WriterOutput package = test::collect("qti21", every_kind_quiz(), "en");
  const std::string& test = package.files.at(1).bytes;
  // Maximum 19.5 points, passing score 0.75: the pass mark is 14.625.
  std::vector<double> scores = {2, 3, 1, 1, 1, 1.5, 1, 1, 3, 0};
  CHECK(evaluate_test(test, scores).score == Approx(14.5));
  CHECK_FALSE(evaluate_test(test, scores).pass);
  scores.back() = 0.125;
  CHECK(evaluate_test(test, scores).pass);
  CHECK(evaluate_test(test, std::vector<double>(10, 0)).score == 0);
}

TEST_CASE("the pass mark is the rounded product, so a score exactly at the mark passes") {
  Quiz quiz = every_kind_quiz();
  quiz.passing_score = 0.28;          // 0.28 × 25 is 7.000000000000001 in binary floating point
  quiz.questions.at(0).points = 7.5;  // maximum 25
  const WriterOutput package = test::collect("qti21", quiz, "en");
  const std::string& test = package.files.at(1).bytes;
  CHECK(test.find("<baseValue baseType=\"float\">7</baseValue>") != std::string::npos);
  CHECK(evaluate_test(test, {7, 0, 0, 0, 0, 0, 0, 0, 0, 0}).pass);
  CHECK_FALSE(evaluate_test(test, {6.99, 0, 0, 0, 0, 0, 0, 0, 0, 0}).pass);
}

}  // namespace quizpack::test
