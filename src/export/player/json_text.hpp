// Writes JSON text as nlohmann::json's dump(1, ' ', false, replace) would, without building a document.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

// Members must be written in the order nlohmann::json keeps them: keys sorted bytewise.
class JsonText {
 public:
  // The text starts with `prefix`.
  // `expected_size` is reserved at once: capacity never touched costs no memory, and growth copies nothing.
  explicit JsonText(std::string prefix = {}, std::size_t expected_size = 0);

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
  // A string value whose contents `write(text)` appends already escaped; when it returns false, what it appended is
  // dropped and `fallback()` is written as string() would write it.
  template <class Write, class Fallback>
  void escaped_string(const Write& write, const Fallback& fallback) {
    element();
    const std::size_t mark = out_.size();
    out_ += '"';
    if (write(out_)) {
      out_ += '"';
      return;
    }
    out_.resize(mark);
    string_value(fallback());
  }

  [[nodiscard]] std::string& text() { return out_; }

 private:
  void element();  // separator and indentation before a value (not after a key)
  void close(char bracket);
  void string_value(std::string_view value);
  std::string out_;
  std::vector<bool> empty_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace quizpack
