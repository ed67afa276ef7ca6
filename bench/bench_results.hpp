// What the export benchmark measured, and how it is printed and checked against the targets.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "run_summary.hpp"

namespace quizpack::bench {

struct FormatTiming {
  std::string format;
  RunSummary export_run;
  std::uintmax_t output_bytes = 0;
};

// The reference build's runs, paired round by round with this build's on the same bank.
struct PairedResult {
  RunSummary validate, export_run;          // the reference's
  std::vector<double> validate_cpu_ratios;  // new / reference CPU time of each round's validate
  std::vector<double> export_cpu_ratios;    // new / reference CPU time of each round's export
  std::vector<double> export_wall_ratios;   // the same for wall time
  std::string compared;                     // what the comparison of the two outputs checked
};

// Everything measured on the bank of one size.
struct SizeResult {
  std::size_t questions = 0;
  std::size_t languages = 0;
  std::uintmax_t bank_bytes = 0;
  RunSummary validate, export_run, zip_floor;
  std::vector<double> round_ratios;  // export wall / zip wall of each round (an export, then the zip of its output)
  TreeSize output;
  std::uintmax_t zip_bytes = 0;
  std::string validate_summary;  // the last line validate printed
  std::vector<FormatTiming> per_format;
  std::optional<PairedResult> reference;  // with --reference
};

struct BenchContext {
  std::string quizpack;
  std::string reference;  // the reference build's quizpack, or empty
  std::vector<std::string> languages;
  unsigned repeat = 3;
  unsigned cores = 0;
  std::string jobs;  // -j passed to export, or "default"
  std::string load_before, load_after;
};

// Prints the table of figures, the ratios and the targets with PASS or MISS.
void print_report(std::ostream& out, const BenchContext& context, const std::vector<SizeResult>& results);

// With a reference build: its figures beside this build's, the ratios per round and the targets against it.
void print_paired(std::ostream& out, const std::vector<SizeResult>& results);

// The same figures as JSON.
std::string report_json(const BenchContext& context, const std::vector<SizeResult>& results);

}  // namespace quizpack::bench
