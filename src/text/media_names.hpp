// The image types a bank accepts, and file names a bank can hold, for the loader and every importer.
#pragma once

#include <string>

namespace quizpack {

// The MIME type of an image the bank accepts, by the extension of `name` (any case); "" for anything else.
std::string image_media_type(const std::string& name);

// A file name the bank can use: letters, digits, '.' and '_' kept, anything else becomes '-'; a name that
// would be empty or hidden gets "image" in front.
std::string bank_file_name(const std::string& name);

}  // namespace quizpack
