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
