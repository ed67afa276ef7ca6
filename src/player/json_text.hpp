// Writes JSON text as nlohmann::json's dump(1, ' ', false, replace) would, without building a document.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

// Members must be written in the order nlohmann::json keeps them: keys sorted bytewise.
class JsonText {
 public:
  void begin_object();
  void end_object();
  void begin_array();
  void end_array();
  void key(std::string_view name);  // then exactly one value
  void string(std::string_view value);
  void boolean(bool value);
  void integer(long value);
  void number(double value);
  void strings(const std::vector<std::string>& values);

  [[nodiscard]] std::string& text() { return out_; }

 private:
  void element();  // separator and indentation before a value (not after a key)
  void close(char bracket);
  std::string out_;
  std::vector<bool> empty_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace quizpack
