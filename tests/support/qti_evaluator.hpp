// Test-only: evaluates the QTI 2.1 response and outcome processing subset that quizpack writes.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace quizpack::test {

// A candidate's response: the values given (none = no response), as QTI writes them ("C_a", "P_x A_y", "3.5").
using Response = std::vector<std::string>;

struct ItemOutcome {
  double score = 0;
  std::set<std::string> feedback;  // identifiers in FEEDBACK
};

// Runs the item's responseProcessing for `response` to RESPONSE. Throws on an element it does not know.
ItemOutcome evaluate_item(const std::string& item_xml, const Response& response);

// Runs it with a response per response variable (a cloze item's gaps); a variable not named gets no response.
ItemOutcome evaluate_item_responses(const std::string& item_xml, const std::map<std::string, Response>& responses);

struct TestOutcome {
  double score = 0;
  bool pass = false;
};

// Runs the test's outcomeProcessing with the given SCORE of each item.
TestOutcome evaluate_test(const std::string& test_xml, const std::vector<double>& item_scores);

}  // namespace quizpack::test
