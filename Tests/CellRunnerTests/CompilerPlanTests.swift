@testable import CellRunner
import Foundation
import Testing

@Suite struct CompilerPlanTests {
    /// What `swiftc -###` printed for a cell on Linux, shortened.
    static let driverOutput = """
    /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /rxlearn-compiler-plan/main.swift -I '/tmp/a b/it'\\''s' -module-name Cell -o /tmp/TemporaryDirectory.apUM81/main-1.o
    /opt/swift/usr/bin/swift-autolink-extract /tmp/TemporaryDirectory.apUM81/main-1.o -o /tmp/TemporaryDirectory.apUM81/Cell-1.autolink
    /opt/swift/usr/bin/clang -fuse-ld=lld /tmp/TemporaryDirectory.apUM81/main-1.o @/tmp/TemporaryDirectory.apUM81/Cell-1.autolink -o /rxlearn-compiler-plan/cell

    """

    static let frontend = CompilerPlan.Job(executable: "/opt/swift/usr/bin/swift-frontend", arguments: [
        "-frontend", "-c", "-primary-file", "/rxlearn-compiler-plan/main.swift", "-o", "/tmp/TemporaryDirectory.x/main-1.o",
    ])

    @Test func splitsWordsTheWayTheShellDoes() {
        #expect(ShellWords.split(#"a  'b c' "d \"e\" \x" f\ g 'it'\''s'"#) == ["a", "b c", #"d "e" \x"#, "f g", "it's"])
        #expect(ShellWords.split("") == [])
        #expect(ShellWords.split("'open") == nil)
        #expect(ShellWords.split(#""open"#) == nil)
    }

    @Test func aPlanPutsEveryFileOfTheCompileInTheCellsWorkFolder() throws {
        let plan = CompilerPlan.parse(driverOutput: Self.driverOutput)
        let jobs = try #require(plan.jobs(workFolder: URL(fileURLWithPath: "/cache/work/cell-7")))
        #expect(jobs.map(\.executable) == ["/opt/swift/usr/bin/swift-frontend", "/opt/swift/usr/bin/swift-autolink-extract", "/opt/swift/usr/bin/clang"])
        #expect(jobs[0].arguments == ["-frontend", "-c", "-primary-file", "/cache/work/cell-7/main.swift", "-I", "/tmp/a b/it's",
                                      "-module-name", "Cell", "-o", "/cache/work/cell-7/main-1.o"])
        #expect(jobs[1].arguments == ["/cache/work/cell-7/main-1.o", "-o", "/cache/work/cell-7/Cell-1.autolink"])
        #expect(jobs[2].arguments == ["-fuse-ld=lld", "/cache/work/cell-7/main-1.o", "@/cache/work/cell-7/Cell-1.autolink", "-o", "/cache/work/cell-7/cell"])
        #expect(CompilerPlan.kind(of: jobs[0], isLast: false) == "compile")
        #expect(CompilerPlan.kind(of: jobs[1], isLast: false) == "autolink-extract")
        #expect(CompilerPlan.kind(of: jobs[2], isLast: true) == "link")
    }

    @Test func aPlanOfAnotherShapeIsNotUsed() {
        let unusable: [String] = [
            "",
            // No frontend first.
            "/usr/bin/clang -o /rxlearn-compiler-plan/cell /rxlearn-compiler-plan/main.swift",
            // The output is never written.
            "/opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /rxlearn-compiler-plan/main.swift -o /tmp/T.1/main-1.o",
            // A relative executable, an unterminated quote.
            "swift-frontend -frontend -c /rxlearn-compiler-plan/main.swift -o /tmp/T.1/main-1.o -o /rxlearn-compiler-plan/cell",
            Self.driverOutput + "/usr/bin/ld 'unterminated",
        ]
        for output in unusable {
            #expect(CompilerPlan.parse(driverOutput: output).jobs(workFolder: URL(fileURLWithPath: "/w")) == nil, "\(output)")
        }
    }

    /// The real driver's plan for the test compiler is understood, so cells skip the driver.
    @Test func theToolchainsPlanIsUnderstoodAndRemembered() throws {
        let compiler = try TestEnvironment.compiler.get()
        guard case .success = try compiler.compile(CellSource(code: "print(\"\(TestEnvironment.uniqueMarker())\")")) else {
            Issue.record("the cell did not compile")
            return
        }
        let plans = try FileManager.default.contentsOfDirectory(at: compiler.cache.plansDirectory, includingPropertiesForKeys: nil)
        let remembered = try plans.map { try JSONDecoder().decode(CompilerPlan.self, from: Data(contentsOf: $0)) }
        #expect(!remembered.isEmpty)
        #expect(remembered.allSatisfy { $0.jobs(workFolder: URL(fileURLWithPath: "/w")) != nil })
    }
}

@Suite struct DirectLinkTests {
    static let asked = CompilerPlan.Job(executable: "/opt/swift/usr/bin/clang", arguments: [
        "-fuse-ld=lld", "/tmp/q/main-1.o", "@/tmp/q/Cell-1.autolink", "-lswiftCore", "-o", "/tmp/q/cell",
    ])
    static let original = CompilerPlan.Job(executable: "/opt/swift/usr/bin/clang", arguments: [
        "-fuse-ld=lld", "/tmp/TemporaryDirectory.x/main-1.o", "@/tmp/TemporaryDirectory.x/Cell-1.autolink", "-lswiftCore",
        "-o", "/rxlearn-compiler-plan/cell",
    ])
    /// What `clang -###` prints for the asked job, shortened.
    static let answer = """
    clang version 21.0.0
    Target: x86_64-unknown-linux-gnu
    Thread model: posix
    InstalledDir: /opt/swift/usr/bin
     "/opt/swift/usr/bin/ld.lld" "-pie" "-o" "/tmp/q/cell" "/lib/x86_64-linux-gnu/Scrt1.o" "/tmp/q/main-1.o" "-lrxlearn-autolink-placeholder" "-lswiftCore" "-lc"

    """

    @Test func theLinkerCommandTakesTheResponseFileAndTheCompilesOwnFolder() throws {
        let linker = try #require(DirectLink.linkerJob(fromDriverAnswer: Self.answer, asked: Self.asked, original: Self.original, folder: "/tmp/q"))
        #expect(linker.executable == "/opt/swift/usr/bin/ld.lld")
        #expect(linker.arguments == ["-pie", "-o", "/rxlearn-compiler-plan/cell", "/lib/x86_64-linux-gnu/Scrt1.o", "/rxlearn-compiler-plan/main-1.o",
                                     "@/tmp/TemporaryDirectory.x/Cell-1.autolink", "-lswiftCore", "-lc"])
        // In a plan, every file of the compile lands in the cell's work folder.
        let plan = CompilerPlan(jobs: [CompilerPlanTests.frontend, linker], driverScratchFolder: "/tmp/TemporaryDirectory.x")
        let jobs = try #require(plan.jobs(workFolder: URL(fileURLWithPath: "/w")))
        #expect(jobs[1].arguments == ["-pie", "-o", "/w/cell", "/lib/x86_64-linux-gnu/Scrt1.o", "/w/main-1.o", "@/w/Cell-1.autolink", "-lswiftCore", "-lc"])
    }

    @Test func anAnswerOfAnotherShapeKeepsTheClangJob() {
        let unusable = [
            "",
            // Two jobs.
            Self.answer + #" "/usr/bin/objcopy" "/tmp/q/cell""# + "\n",
            // No placeholder, or twice.
            Self.answer.replacingOccurrences(of: #""-lrxlearn-autolink-placeholder" "#, with: ""),
            Self.answer.replacingOccurrences(of: #""-lc""#, with: #""-lrxlearn-autolink-placeholder""#),
            // Another output, a relative linker.
            Self.answer.replacingOccurrences(of: #""/tmp/q/cell""#, with: #""/tmp/q/other""#),
            Self.answer.replacingOccurrences(of: #""/opt/swift/usr/bin/ld.lld""#, with: #""ld.lld""#),
        ]
        for answer in unusable {
            #expect(DirectLink.linkerJob(fromDriverAnswer: answer, asked: Self.asked, original: Self.original, folder: "/tmp/q") == nil, "\(answer)")
        }
    }

    @Test func aRememberedPlanWhoseStartFilesMovedIsLearnedAgain() throws {
        let existing = try #require(Bundle.main.executablePath)
        func plan(naming object: String) -> CompilerPlan {
            CompilerPlan(jobs: [
                CompilerPlanTests.frontend,
                CompilerPlan.Job(executable: existing, arguments: ["-o", "/rxlearn-compiler-plan/cell", object, "/rxlearn-compiler-plan/main-1.o",
                                                                  "/tmp/TemporaryDirectory.x/other.o"]),
            ], driverScratchFolder: "/tmp/TemporaryDirectory.x")
        }
        let startFile = FileManager.default.temporaryDirectory.appendingPathComponent("crt-\(UUID().uuidString).o")
        try Data().write(to: startFile)
        defer { try? FileManager.default.removeItem(at: startFile) }
        #expect(plan(naming: startFile.path).namedFilesExist, "the compile's own objects need not exist")
        #expect(!plan(naming: "/usr/lib/gcc/x86_64-linux-gnu/0/crtbeginS.o").namedFilesExist)
        #expect(!CompilerPlan(jobs: [CompilerPlan.Job(executable: "/no/such/ld.lld", arguments: [])], driverScratchFolder: "/t").namedFilesExist)
    }

    /// On Linux the toolchain's link job is learned as the linker itself.
    @Test(.enabled(if: ProcessTable.isAvailable, "Linux only")) func theToolchainsLinkSkipsTheClangDriver() throws {
        let compiler = try TestEnvironment.compiler.get()
        guard case .success = try compiler.compile(CellSource(code: "print(\"\(TestEnvironment.uniqueMarker())\")")) else {
            Issue.record("the cell did not compile")
            return
        }
        let plans = try FileManager.default.contentsOfDirectory(at: compiler.cache.plansDirectory, includingPropertiesForKeys: nil)
        let remembered = try plans.map { try JSONDecoder().decode(CompilerPlan.self, from: Data(contentsOf: $0)) }
        // (The cache may keep plans of earlier versions, made with the driver's `clang` job.)
        let links = remembered.compactMap { $0.jobs?.last?.executable }
        #expect(links.contains { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("ld") }, "\(links)")
    }
}

@Suite struct AutolinkEntriesTests {
    @Test func onlyAnAutolinkExtractJobOfTheUsualShapeIsRecognised() {
        let job = CompilerPlan.Job(executable: "/opt/swift/usr/bin/swift-autolink-extract", arguments: ["/w/main-1.o", "-o", "/w/Cell-1.autolink"])
        #expect(AutolinkEntries.files(of: job)?.object == "/w/main-1.o")
        #expect(AutolinkEntries.files(of: job)?.output == "/w/Cell-1.autolink")
        #expect(AutolinkEntries.files(of: CompilerPlan.Job(executable: "/usr/bin/swift-autolink-extract", arguments: ["/a.o", "/b.o", "-o", "/c"])) == nil)
        #expect(AutolinkEntries.files(of: CompilerPlan.Job(executable: "/usr/bin/clang", arguments: ["/a.o", "-o", "/c"])) == nil)
    }

    @Test func aFileThatIsNotAnELFObjectHasNoSection() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("autolink-\(UUID().uuidString).o")
        try Data("not an object file, but long enough to be read as a header of sixty-four bytes".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(AutolinkEntries.section(ofObjectAt: file.path) == nil)
        #expect(AutolinkEntries.section(ofObjectAt: "/no/such/object.o") == nil)
    }

    /// A compiled cell leaves the tool's output in the cache, and it asks for the Swift runtime.
    @Test func theToolsOutputIsRememberedForTheNextCell() throws {
        #if os(Linux)
        let compiler = try TestEnvironment.compiler.get()
        for _ in 0 ..< 2 {
            guard case .success = try compiler.compile(CellSource(code: "print(\"\(TestEnvironment.uniqueMarker())\")")) else {
                Issue.record("the cell did not compile")
                return
            }
        }
        let remembered = try FileManager.default.contentsOfDirectory(at: compiler.cache.autolinkDirectory, includingPropertiesForKeys: nil)
        #expect(!remembered.isEmpty)
        #expect(try remembered.allSatisfy { try String(contentsOf: $0, encoding: .utf8).contains("-lswiftCore") })
        #endif
    }
}
