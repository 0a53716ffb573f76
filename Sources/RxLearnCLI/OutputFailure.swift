import Foundation
import SystemSupport

/// Standard output that could not be written: the command's result did not reach its reader, so
/// the command must not exit 0, and the learner is told why in one sentence.
struct OutputFailure: Equatable {
    let errorNumber: Int32

    /// `rxlearn: …` on standard error (if that still works).
    var sentence: String {
        switch errorNumber {
        case ENOSPC, EDQUOT: CLIText.Failure.outputDiskFull.text
        case EBADF: CLIText.Failure.outputClosed.text
        default: CLIText.Failure.outputNotWritten(String(cString: strerror(errorNumber))).text
        }
    }
}
