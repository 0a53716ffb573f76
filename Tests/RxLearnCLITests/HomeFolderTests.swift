import Foundation
import Testing

/// rxlearn's default folders follow `$HOME` and the XDG variables, never the account's home from
/// the password database (which Foundation reads on Linux): with `HOME` pointing at a temporary
/// folder, every command writes there, `doctor` names the same paths, and the real home is left
/// as it was.
@Suite struct HomeFolderTests {
    @Test func withHOMEElsewhereNothingIsWrittenIntoTheRealHome() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let home = process.stateHome.deletingLastPathComponent().appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // Empty values count as unset, as the XDG specification says of relative ones.
        let environment = ["HOME": home.path, "XDG_STATE_HOME": "", "XDG_CACHE_HOME": "", "RXLEARN_WORKSPACE": ""]
        let realHome = FileManager.default.homeDirectoryForCurrentUser
        let realProgress = realHome.appendingPathComponent(".local/state/rxlearn/progress.json")
        let before = FileListing(of: realHome)
        let progressBefore = (try? String(contentsOf: realProgress, encoding: .utf8)) ?? ""
        let lessons = ["--lessons", RxLearnProcess.fixture("exercises")]
        // The pack is trusted where rxlearn keeps its state under this HOME, as a learner's yes would.
        try process.trust(URL(fileURLWithPath: RxLearnProcess.fixture("exercises")), inStateFolder: home.appendingPathComponent(".local/state"))

        let doctor = try process.run(["doctor"] + lessons, environment: environment)
        for command in [["hint", "fx-double"], ["reset", "fx-double"], ["check", "fx-double"], ["report", "--json"], ["progress"]] {
            let result = try process.run(command + lessons, environment: environment)
            #expect(result.status <= 1, "\(command): \(result.stderr)")
        }

        let progress = home.appendingPathComponent(".local/state/rxlearn/progress.json")
        let workspace = home.appendingPathComponent("rxlearn-workspace")
        let cache = home.appendingPathComponent(".cache/rxlearn")
        #expect(try String(contentsOf: progress, encoding: .utf8).contains("fx-double"))
        #expect(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("exercises/fx-double.swift").path))
        let ours = FileListing(of: home)
        #expect(ours.files.keys.contains { $0.hasPrefix(".cache/rxlearn/cells/") }, "\(ours.files.keys.sorted())")
        // doctor reports the folders the commands used.
        for path in [progress.path, workspace.path, cache.path] {
            #expect(doctor.stdout.contains(path), "doctor does not name \(path):\n\(doctor.stdout)")
        }

        guard realHome.standardizedFileURL != home.standardizedFileURL else { return }
        // Other rxlearn processes of this account may use the real home meanwhile, so the check
        // is on what this run made: its workspace files and compiled cells are not there, and
        // the real progress file did not gain its exercise.
        let after = FileListing(of: realHome)
        for name in ours.files.keys where name.hasPrefix("rxlearn-workspace/") || name.hasPrefix(".cache/rxlearn/cells/") {
            #expect(after.files[name] == before.files[name], "\(name) was written in the real home")
        }
        let progressAfter = (try? String(contentsOf: realProgress, encoding: .utf8)) ?? ""
        #expect(progressBefore.contains("fx-double") || !progressAfter.contains("fx-double"))
    }

    /// The files under the places rxlearn uses in a home folder (relative path → size and time).
    private struct FileListing {
        var files: [String: String] = [:]

        init(of home: URL) {
            for place in ["rxlearn-workspace", ".local/state/rxlearn", ".cache/rxlearn"] {
                let root = home.appendingPathComponent(place)
                guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
                while let relative = walker.nextObject() as? String {
                    let path = root.appendingPathComponent(relative).path
                    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                          attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                    let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
                    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                    files["\(place)/\(relative)"] = "\(size) \(modified)"
                }
            }
        }
    }
}
