import Foundation

/// How much memory a cell may map (its address space, `RLIMIT_AS`, set by the launcher before the
/// cell starts): `--memory-limit` and `RXLEARN_MEMORY_LIMIT`, in GB (1 GB = 1024³ bytes), 4 GB by
/// default. A hello-world cell maps about 80 MB; each thread adds its stack and a malloc arena's
/// reservation (up to 64 MB with glibc), so 4 GB leaves room for a cell with dozens of threads
/// while a runaway one stops long before it fills the machine.
public struct MemoryLimit: Sendable, Equatable, CustomStringConvertible {
    public let bytes: UInt64

    public static let defaultGigabytes = 4.0
    public static let `default` = MemoryLimit(gigabytes: defaultGigabytes)
    /// Below this even a hello-world cell may fail to start.
    public static let minimumGigabytes = 0.25
    public static let maximumGigabytes = 1024.0
    public static let environmentVariable = "RXLEARN_MEMORY_LIMIT"

    public init(gigabytes: Double) {
        bytes = UInt64(max(Self.minimumGigabytes, min(Self.maximumGigabytes, gigabytes)) * Double(1 << 30))
    }

    public var gigabytes: Double { Double(bytes) / Double(1 << 30) }

    /// "4 GB", "0.5 GB": as the learner would write it.
    public var description: String {
        let rounded = (gigabytes * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded)) GB" : "\(rounded) GB"
    }

    /// The limit `RXLEARN_MEMORY_LIMIT` asks for (the notebook, which has no options, reads it);
    /// the default when it is unset. A value that is not a number of GB in range is an error whose
    /// text says what is allowed.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<MemoryLimit, InvalidValue> {
        guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return .success(.default)
        }
        guard let gigabytes = Double(text), isAllowed(gigabytes) else { return .failure(InvalidValue(text: text)) }
        return .success(MemoryLimit(gigabytes: gigabytes))
    }

    public struct InvalidValue: Error, CustomStringConvertible {
        public let text: String
        public var description: String {
            "\(MemoryLimit.environmentVariable)=\(text) is not a memory limit: set it to a number of GB, at least "
                + "\(MemoryLimit.minimumGigabytes), at most \(Int(MemoryLimit.maximumGigabytes)), or unset it for the default \(MemoryLimit.default)."
        }
    }

    public static func isAllowed(_ gigabytes: Double) -> Bool {
        gigabytes.isFinite && gigabytes >= minimumGigabytes && gigabytes <= maximumGigabytes
    }

    /// Whether a cell that ended by a signal ended because an allocation failed at the cap: the
    /// Swift runtime says so before it traps, for every allocation of its own (arrays, strings,
    /// class instances). A one-off allocation of more than the cap through the C library (a huge
    /// `Data(count:)`) traps without a word and reads as an ordinary crash.
    static func explainsCrash(stderr: String) -> Bool {
        stderr.contains("failed to allocate") || stderr.contains("Could not allocate memory")
    }
}
