import Foundation
import SystemSupport

/// How long one run of the Swift compiler on a cell may take: `--compile-timeout SECONDS` on the
/// commands that compile cells, `RXLEARN_COMPILE_TIMEOUT` for the notebook.
public enum CompileTimeLimit {
    public static let defaultSeconds: Double = 120
    /// Seconds: more than 0, at most an hour.
    public static let maximumSeconds: Double = 3600
    public static let environmentVariable = "RXLEARN_COMPILE_TIMEOUT"

    public static var `default`: Duration { duration(seconds: defaultSeconds) }

    public static func isAllowed(_ seconds: Double) -> Bool {
        seconds > 0 && seconds <= maximumSeconds
    }

    public static func duration(seconds: Double) -> Duration {
        .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// The limit `RXLEARN_COMPILE_TIMEOUT` asks for; the default when it is unset. A value that is
    /// not a number of seconds in range is an error whose text says what is allowed.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Duration, InvalidValue> {
        guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return .success(self.default)
        }
        guard let seconds = Double(text), isAllowed(seconds) else {
            return .failure(InvalidValue(text: text))
        }
        return .success(duration(seconds: seconds))
    }

    public struct InvalidValue: Error, CustomStringConvertible {
        public let text: String
        public var description: String {
            "\(CompileTimeLimit.environmentVariable)=\(text) is not a compile limit: set it to a number of seconds "
                + "more than 0, at most \(Int(CompileTimeLimit.maximumSeconds)), or unset it for the default \(Int(CompileTimeLimit.defaultSeconds)) s."
        }
    }

    /// `120 s`, `0.5 s`.
    static func text(_ limit: Duration) -> String {
        let seconds = limit.secondsWithFraction
        let rounded = (seconds * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }
}
