// The ids every importer gives or keeps.
#include "import/ids/imported_ids.hpp"

#include <cctype>

namespace quizpack {

bool is_bank_id(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  if (!std::isalpha(static_cast<unsigned char>(id[0])) && id[0] != '_') return false;
  for (char c : id)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-') return false;
  return true;
}

std::string option_id_at(std::size_t index) {
  return index < 26 ? std::string(1, static_cast<char>('a' + index)) : "c" + std::to_string(index + 1);
}

}  // namespace quizpack
