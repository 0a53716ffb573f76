import Foundation
import NotebookCore
import SystemSupport

/// Timings for the speed benchmark (`Benchmarks/notebook-speed.sh`), written only when
/// `RXLEARN_NOTEBOOK_TIMINGS` names a file: when the first frame was on screen (wall clock, so
/// the script can subtract its launch time), how long each key took to repaint, and the peak
/// resident memory at exit.
final class SpeedLog {
    private let handle: FileHandle?

    init(environment: [String: String]) {
        guard let path = environment["RXLEARN_NOTEBOOK_TIMINGS"], !path.isEmpty,
              FileManager.default.createFile(atPath: path, contents: nil) else {
            handle = nil
            return
        }
        handle = FileHandle(forWritingAtPath: path)
    }

    var isEnabled: Bool { handle != nil }

    func firstFrame() {
        write("first-frame-epoch-ms \(Int64(Date().timeIntervalSince1970 * 1000))")
    }

    func keyRepainted(after start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        write("key-to-repaint-us \(microseconds)")
    }

    func finish() {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        let kilobytes = Int(usage.ru_maxrss) / 1024  // bytes on macOS
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)  // glibc imports the constant as an enum
        let kilobytes = Int(usage.ru_maxrss)         // kilobytes on Linux
        #endif
        write("max-resident-kb \(kilobytes)")
        try? handle?.close()
    }

    private func write(_ line: String) {
        handle?.write(Data((line + "\n").utf8))
    }
}
