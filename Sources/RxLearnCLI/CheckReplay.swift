import CellRunner
import Foundation
import LessonKit
import Localization
import SystemSupport

/// What `rxlearn check ID` printed and concluded, kept so that checking an unchanged answer again
/// gives the same verdict without loading the lessons, compiling or running anything: a check of
/// the same answer against the same lessons with the same rxlearn can only come out the same.
///
/// The key holds everything the verdict depends on — the answer's bytes, every lesson file's
/// name, size and modification time (translations included), the rxlearn executable's, the
/// language, the workspace, the current directory and the variables that choose the toolchain and the core — so any
/// change to one of them misses. Only verdicts of runs that ended on their own are kept (passed,
/// wrong output, does not compile): a timeout or a crash may not come again.
struct CheckReplay {
    /// How a kept check ends, and what it printed, in order.
    struct Entry: Codable {
        enum Stream: String, Codable { case out, err }
        var chunks: [Chunk]
        var passed: Bool
        var failure: FailureKind?

        struct Chunk: Codable {
            var stream: Stream
            var text: String
        }
    }

    let file: URL

    /// The replay of checking `exerciseID`'s answer in `workspace` against `lessons`; nil when
    /// there is no answer file yet (the check makes it) or a file cannot be looked at.
    init?(exerciseID: String, workspace: WorkspaceLayout, lessons: URL, language: Language) {
        let answer = workspace.exerciseURL(exerciseID: exerciseID)
        guard let answerBytes = FileManager.default.contents(atPath: answer.path),
              let executable = Bundle.main.executableURL, let executableStamp = Self.stamp(executable),
              let lessonStamps = Self.stamps(ofMarkdownIn: lessons) else { return nil }
        var key = KeyHash()
        key.add("rxlearn check replay v1")
        key.add(exerciseID)
        key.add(language.code)
        key.add(workspace.root.path)
        // Paths in what a check prints are relative to the current directory.
        key.add(FileManager.default.currentDirectoryPath)
        key.add(answerBytes)
        key.add(executable.path + " " + executableStamp)
        key.add(lessons.path)
        lessonStamps.forEach { key.add($0) }
        let environment = ProcessInfo.processInfo.environment
        for name in ["RXLEARN_SWIFTC", "RXLEARN_CORE_BUILD_DIR", "PATH"] { key.add(name + "=" + (environment[name] ?? "")) }
        file = CellCache.userDefault().root.appendingPathComponent("checks").appendingPathComponent(key.hex + ".json")
    }

    func lookup() -> Entry? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return try? JSONDecoder().decode(Entry.self, from: data)
    }

    /// Keeps `entry`; a failure to write only costs the next check its shortcut.
    func store(_ entry: Entry) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Whether a verdict may be kept: the run ended on its own.
    static func keeps(_ failure: FailureKind?) -> Bool {
        failure == nil || failure == .wrongOutput || failure == .compileError
    }

    /// Size and modification time of a file, to the nanosecond; nil when it cannot be looked at.
    private static func stamp(_ url: URL) -> String? {
        let fingerprint = FileFingerprint.of(url)
        return fingerprint == FileFingerprint.missing ? nil : fingerprint
    }

    /// The stamps of the `.md` files of the lessons folder and of its subfolders (translations),
    /// sorted by name.
    private static func stamps(ofMarkdownIn folder: URL) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        var stamps: [String] = []
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".md") {
                guard let stamp = stamp(url) else { return nil }
                stamps.append(name + " " + stamp)
            } else if let inner = try? FileManager.default.contentsOfDirectory(atPath: url.path) {
                for innerName in inner.sorted() where innerName.hasSuffix(".md") {
                    guard let stamp = stamp(url.appendingPathComponent(innerName)) else { return nil }
                    stamps.append(name + "/" + innerName + " " + stamp)
                }
            }
        }
        return stamps
    }
}

/// A 128-bit FNV-1a (two 64-bit ones from different starts) over length-prefixed fields: a cache
/// key, not a defence against anyone.
private struct KeyHash {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        mix(Data(String(data.count).utf8) + Data([0]))
        mix(data)
    }

    private mutating func mix(_ data: Data) {
        data.withUnsafeBytes { raw in
            for byte in raw.bindMemory(to: UInt8.self) {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
    }

    var hex: String { String(format: "%016llx%016llx", first, second) }
}
