// The SCORM edition a package targets: decides the manifest and the player's LMS API.
#pragma once

namespace quizpack {

enum class ScormVersion { V12, V2004 };

}  // namespace quizpack
