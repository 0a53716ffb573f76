import CellProtocol
import Foundation
import RxCore

/// Everything the cell prints goes through here: the text goes to standard output unchanged
/// (`rxlearn run` shows exactly what `print` printed), and a copy with its virtual time goes to
/// the side channel, where rxlearn lines it up with the expected output.
public enum CellOutput {
    private static let lock = NSLock()
    /// While an exercise case runs, what the answer prints goes here instead (shown beside a
    /// failure, never judged), so that a chatty answer cannot fill the output.
    private static var capturing: ((String) -> Void)?

    /// Sends what is printed to `receiver` from now on; nil prints as usual again.
    static func capture(_ receiver: ((String) -> Void)?) {
        lock.lock()
        defer { lock.unlock() }
        capturing = receiver
    }

    /// Writes `text` (which ends with the terminator) to standard output and records each line.
    public static func emit(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if let capturing = capturing {
            capturing(text)
            return
        }
        FileHandle.standardOutput.write(Data(text.utf8))
        SideChannel.write(.print(text: text, time: CellRuntime.now))
    }

    /// The `print` that the cell template declares calls this with Swift's own formatting rules.
    public static func print(_ items: [Any], separator: String, terminator: String) {
        emit(items.map { String(describing: $0) }.joined(separator: separator) + terminator)
    }
}
