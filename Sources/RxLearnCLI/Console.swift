import ArgumentParser
import Foundation
import Marbles

/// Where the commands write. Standard output carries a command's result (what a script reads:
/// a cell's printed lines, a list, JSON); standard error carries everything about it (verdicts,
/// marbles, warnings). Writes go straight to the file descriptors, unbuffered, so the two
/// streams interleave in the order they were written.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func outLine(_ text: String = "") {
        out(text + "\n")
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func errLine(_ text: String = "") {
        err(text + "\n")
    }

    /// Echoes a program's output, then ends its last line on standard error if the program left
    /// it open (`print(x, terminator: "")`), so rxlearn's own lines never run into it while
    /// standard output keeps exactly the bytes the program printed.
    ///
    /// On a terminal, escape sequences and control characters are shown (`␛[31m`) rather than
    /// obeyed, so a cell cannot clear the screen or recolour what follows; into a pipe or a file
    /// the bytes are passed on unchanged (scripts and the conformance diff compare them).
    static func echoProgramOutput(stdout: String, stderr: String) {
        out(isatty(STDOUT_FILENO) == 1 ? VisibleText.of(stdout) : stdout)
        err(isatty(STDERR_FILENO) == 1 ? VisibleText.of(stderr) : stderr)
        let lastOpen = !stderr.isEmpty ? !stderr.hasSuffix("\n") : (!stdout.isEmpty && !stdout.hasSuffix("\n"))
        if lastOpen { err("\n") }
    }
}

/// The exit statuses every command uses.
///
/// - 0: success;
/// - 1: a cell did not match, failed, or could not be run (which includes a missing toolchain);
/// - 2: a lesson file has an error;
/// - 64: the command line was wrong (swift-argument-parser's code for `ValidationError` and
///   parse errors, `EX_USAGE`).
enum ExitStatus {
    static let failure = ExitCode(1)
    static let lessonFileError = ExitCode(2)
    static let usage = ExitCode.validationFailure
}

/// A problem the user can fix, reported as one `rxlearn: …` message with the exit status it
/// deserves, instead of swift-argument-parser's generic `Error: …` with status 1.
struct UserFacingFailure: Error {
    let message: String
    let status: ExitCode

    /// Prints the message and returns the exit code to throw.
    func report() -> ExitCode {
        Console.errLine("rxlearn: \(message)")
        return status
    }
}
