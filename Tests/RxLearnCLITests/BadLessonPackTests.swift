import Foundation
import SystemSupport
import Testing

/// `rxlearn` on lesson folders made bad on purpose, built in a temporary folder at test time
/// (named pipes and link loops cannot be committed): every command ends promptly, every problem
/// is a `file:line:column` line, and the exit status says whether lint passed.
@Suite(.serialized) struct BadLessonPackTests {
    static let good = "# Chapter: Good\n\n## Lesson: One {#one}\n\nProse.\n"
    /// Generous: these commands read a handful of small files; only a hang comes near it.
    static let promptly: Duration = .seconds(30)

    /// A lessons folder holding `1-good.md` and whatever `make` adds; removed by `body`'s end.
    func withPack<T>(_ make: (URL) throws -> Void, _ body: (URL, RxLearnProcess) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-pack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.good.write(to: folder.appendingPathComponent("1-good.md"), atomically: true, encoding: .utf8)
        try make(folder)
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        return try body(folder, process)
    }

    @Test func aNamedPipeADeviceLinkAndALinkLoopNeverHangListOrLint() throws {
        try withPack({ folder in
            #expect(mkfifo(folder.appendingPathComponent("2-pipe.md").path, 0o644) == 0)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("3-zero.md").path, withDestinationPath: "/dev/zero")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("4-loop.md").path, withDestinationPath: "4-loop.md")
        }) { folder, process in
            // A hang ends the child at the time limit, which `run` reports as a thrown error.
            let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(lint.status == 2)
            #expect(lint.stdoutLines == [
                "\(folder.path)/2-pipe.md:1:1: error: this is a named pipe (FIFO), not a lesson file, so it is not read — replace it with a regular Markdown file, or remove it",
                "\(folder.path)/3-zero.md:1:1: error: this is a symbolic link to `/dev/zero`, which is a device and not a lesson file, so it is not read — point the link at a regular Markdown file, or remove it",
                "\(folder.path)/4-loop.md:1:1: error: this symbolic link loops back on itself (or through too many links), so it is not read — point it at a regular Markdown file, or remove it",
                "\(folder.path): 1 chapter, 1 lesson, 0 cells; 3 errors, 0 warnings",
            ])
            let list = try process.run(["list", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(list.status == 2)
            #expect(list.stdout.contains("one"), "the good chapter is still listed")
            #expect(list.stderr.contains("rxlearn: 3 lesson files are not loaded: `\(folder.path)/2-pipe.md`, `\(folder.path)/3-zero.md`, `\(folder.path)/4-loop.md`; `rxlearn lint` says why and what to do"))
            let show = try process.run(["show", "one", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(show.stdout.contains("Prose."), "\(show.stderr)")
        }
    }

    @Test(arguments: [
        ("2-folder.md", "this is a folder, not a lesson file — rename it so that its name does not end in `.md`, or move its lesson files into the lessons folder itself"),
        ("2-huge.md", "the file is larger than 4 MB, too big to be a lesson, so it is not read — split it into chapters of their own, or move what is not a lesson out of the lessons folder"),
        ("2-gone.md", "this symbolic link points at `nowhere.md`, which does not exist — point it at an existing lesson file, or remove it"),
        ("2-latin1.md", "the file is not valid UTF-8 (byte 0xE9) — save the file as UTF-8 in your editor"),
    ])
    func eachBadFileIsOneLineAndFailsLint(name: String, problem: String) throws {
        try withPack({ folder in
            let url = folder.appendingPathComponent(name)
            switch name {
            case "2-folder.md":
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            case "2-huge.md":
                #expect(FileManager.default.createFile(atPath: url.path, contents: Data("# Chapter: Huge\n".utf8)))
                let handle = try FileHandle(forWritingTo: url)
                try handle.truncate(atOffset: 64 << 20)
                try handle.close()
            case "2-gone.md":
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "nowhere.md")
            default:
                try Data([0x23, 0x20, 0x43, 0x61, 0x66, 0xE9, 0x0A]).write(to: url)  // "# Caf\xE9" in Latin-1
            }
        }) { folder, process in
            let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(lint.status == 2)
            let position = name == "2-latin1.md" ? "1:6" : "1:1"
            #expect(lint.stdoutLines.first == "\(folder.path)/\(name):\(position): error: \(problem)")
            #expect(!lint.stdout.contains("NSCocoaErrorDomain") && !lint.stderr.contains("NSCocoaErrorDomain"))
        }
    }

    @Test func filesInSubfoldersAndMisnamedFilesAreNamedByListAndLint() throws {
        try withPack({ folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("extra"), withIntermediateDirectories: false)
            try Self.good.write(to: folder.appendingPathComponent("extra/4.9-more.md"), atomically: true, encoding: .utf8)
            try "notes".write(to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        }) { folder, process in
            let list = try process.run(["list", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(list.status == 0, "warnings alone do not fail list")
            #expect(list.stderr.split(separator: "\n").filter { $0.contains("not loaded") } == [
                "rxlearn: 2 lesson files are not loaded: `\(folder.path)/notes.md`, `\(folder.path)/extra/4.9-more.md`; `rxlearn lint` says why and what to do",
            ])
            let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(lint.status == 0)
            #expect(lint.stdoutLines.contains("\(folder.path)/extra/4.9-more.md:1:1: warning: `extra/4.9-more.md` is in a subfolder, so it is not loaded — only files in the lessons folder itself are read: move it there if it is a chapter"))
            #expect(lint.stdoutLines.contains { $0.hasPrefix("\(folder.path)/notes.md:1:1: warning: `notes.md` is not named after a chapter id") })
        }
    }

    @Test func lintFailsOnAFolderThatYieldsNoChapter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# About\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: Self.promptly)
        #expect(lint.status == 2)
        #expect(lint.stdoutLines.first == "\(folder.path):1:1: error: no chapter was loaded from this lessons folder — add chapter files named `<section>-<name>.md` (see FORMAT.md), or point rxlearn at the folder that holds them")
    }

    @Test func aLessonsFolderThatIsMissingOrAFileIsOneSentence() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let missing = try process.run(["list", "--lessons", "/no/such/lessons"], timeLimit: Self.promptly)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("--lessons names /no/such/lessons, which does not exist. Point it at a folder of lesson files."))
        let file = process.stateHome.appendingPathComponent("4.1-a.md")
        try Self.good.write(to: file, atomically: true, encoding: .utf8)
        let notFolder = try process.run(["lint"], environment: ["RXLEARN_LESSONS": file.path], timeLimit: Self.promptly)
        #expect(notFolder.status == 64)
        #expect(notFolder.stderr.contains("RXLEARN_LESSONS names \(file.path), which is a file, not a folder. Point it at a folder of lesson files."))
    }

    /// Each new lint check on one chapter: its line, and whether it fails lint (errors) or not
    /// (warnings). The exercise's blocks start on line 7.
    @Test(arguments: [
        ("inputs:  -1-2-|", "solution", "out: -2-|", "4.1-check.md:8:3: error: this input has no name", 2),
        ("xs: -1-a-|", "solution", "out: -2-|", "4.1-check.md:8:1: error: input `xs` is an `Observable<Int>`, but its value `a` cannot be read as `Int`", 2),
        ("xs: -12-|", "solution", "out: -2-|", "4.1-check.md:8:6: warning: `12` is 2 events one frame apart (`1`, `2`), not the number 12", 0),
        ("xs: 1m 1|", "solution", "out: -2-|", "4.1-check.md:8:1: error: lane `xs` has next(1) at 60000, but an exercise case ends at 60000 virtual ms", 2),
        ("xs: -1-|", "start", "out: -2-|", "4.1-check.md:5:1: warning: exercise `try` has no reference solution, so answers are checked on the example alone", 0),
    ])
    func eachNewCheckHasItsPositionAndExitStatus(input: String, role: String, goal: String, line: String, status: Int32) throws {
        let fence = "```"
        let chapter = "# Chapter: Check\n\n## Lesson: First {#first}\n\n### Exercise: Try {#try}\n\n"
            + "\(fence)inputs\n\(input.replacingOccurrences(of: "inputs:", with: ""))\n\(fence)\n\n"
            + "\(fence)swift \(role)\nfunc solve(xs: Observable<Int>) -> Observable<Int> { xs }\n\(fence)\n\n"
            + "\(fence)marbles\n\(goal)\n\(fence)\n"
            + (role == "start" ? "" : "\n\(fence)swift start\nfunc solve(xs: Observable<Int>) -> Observable<Int> { .empty() }\n\(fence)\n")
        try withPack({ folder in
            try chapter.write(to: folder.appendingPathComponent("4.1-check.md"), atomically: true, encoding: .utf8)
        }) { folder, process in
            let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(lint.status == status, "\(lint.stdout)")
            #expect(lint.stdoutLines.contains { $0.hasPrefix("\(folder.path)/\(line)") }, "\(lint.stdout)")
        }
    }

    @Test func longIDsAndIDsDifferingOnlyInCaseFailLint() throws {
        let long = String(repeating: "x", count: 101)
        try withPack({ folder in
            try "# Chapter: Two\n\n## Lesson: Again {#ONE}\n\n## Lesson: Long {#\(long)}\n"
                .write(to: folder.appendingPathComponent("2-two.md"), atomically: true, encoding: .utf8)
        }) { folder, process in
            let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(lint.status == 2)
            #expect(lint.stdoutLines.contains("\(folder.path)/2-two.md:5:19: error: the id `xxxxxxxxxxxxxxxxxxxx…` is 101 characters long — ids name the learner's files: keep them to 100 characters"))
            #expect(lint.stdoutLines.contains("\(folder.path)/2-two.md:3:1: error: lesson id `ONE` differs from `one` only in case — ids name the learner's files, and macOS ignores case in file names; rename this one (it is skipped until then)"))
            #expect(lint.stdoutLines.contains("\(folder.path)/1-good.md:3:1: note: `one` is first defined here"))
        }
    }

    @Test func aCellEventAfterTheVirtualClockStopsWarnsWithoutFailingLint() throws {
        let fence = "```"
        try withPack({ folder in
            try "# Chapter: Late\n\n## Lesson: Late {#late}\n\n\(fence)swift cell id=a\nprint(1)\n\(fence)\n\n\(fence)events\n700000 next(1)\n\(fence)\n"
                .write(to: folder.appendingPathComponent("2-late.md"), atomically: true, encoding: .utf8)
        }) { folder, process in
            let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: Self.promptly)
            #expect(lint.status == 0)
            #expect(lint.stdoutLines.first == "\(folder.path)/2-late.md:9:4: warning: lane `main` expects next(1) at 700000, but a cell's virtual clock stops at 600000 (10 virtual minutes) — keep expected times up to 600000; ticks of a cell's own TestScheduler are not bound by it")
        }
    }
}
