// What each bank's output files were made from, kept in the output folder so that an unchanged bank is not
// rewritten: a digest of the bank's bytes and the run's settings, of each media file and of each output.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

// A file's size and the digest of its bytes: an edited, replaced or deleted file has another. (Not its time or
// inode, so that two exports of the same banks give the same record, and a copy keeps its record true.)
struct FileStamp {
  std::uintmax_t size = 0;
  std::string digest;  // empty for a file that is not there
  bool operator==(const FileStamp&) const = default;
};

// One bank's inputs and the outputs made from them.
struct BankRecord {
  std::string bank_file;                                   // the bank file's absolute path
  std::string source;                                      // digest of the bank's bytes and the settings
  std::vector<std::string> languages;                      // the bank's languages
  std::vector<std::pair<std::string, std::string>> media;  // (path in the bank's folder, digest)
  std::vector<std::pair<std::string, FileStamp>> outputs;  // (path under the output folder, stamp)
  bool operator==(const BankRecord&) const = default;
};

// What a run knows of a bank before loading it.
struct BankSource {
  std::string bank_file;  // absolute path
  std::string source;     // source_digest() of its bytes
};

// The record of an output folder: bank id → its record.
using InputRecord = std::map<std::string, BankRecord>;

inline constexpr const char* kInputRecordName = ".quizpack-inputs";

// The XXH3 128-bit digest of `bytes` as 32 hexadecimal digits: enough to tell two versions of an input apart, and
// fast enough that reading a bank costs far more than hashing it.
std::string digest(std::string_view bytes);

// The digest of a bank's bytes under the run's settings (quizpack's build, formats, languages and the like).
std::string source_digest(std::string_view settings, std::string_view bank_bytes);

// The record saved in `root`; empty when there is none or it cannot be read (every bank is then rewritten).
InputRecord read_input_record(const std::filesystem::path& root);

// Saves `record` in `root` atomically. Throws std::runtime_error when it cannot.
void write_input_record(const std::filesystem::path& root, const InputRecord& record);

// The stamp of `path`; a missing file gives an empty digest, which no file has.
FileStamp stamp_of(const std::filesystem::path& path);

// True when every recorded output under `root` is there with its recorded stamp.
bool outputs_intact(const BankRecord& bank, const std::filesystem::path& root);

// True when every recorded media file, read from `bank_folder`, still has its recorded digest.
bool media_unchanged(const BankRecord& bank, const std::filesystem::path& bank_folder);

}  // namespace quizpack
