@testable import CellRunner
import Testing

/// Which cells count as awaiting at the top level, and the code the assembler puts around them.
@Suite struct TopLevelAwaitTests {
    @Test func anAwaitInTopLevelCodeCounts() {
        #expect(TopLevelAwait.appears(in: "let v = try await single.value\nprint(v)"))
        #expect(TopLevelAwait.appears(in: "for try await x in xs.values { print(x) }"))
        #expect(TopLevelAwait.appears(in: "print(await f())"))
        #expect(TopLevelAwait.appears(in: "async let a = f()\nprint(await a)"))
    }

    @Test func anAwaitInsideTopLevelStatementsCounts() {
        #expect(TopLevelAwait.appears(in: "do {\n    for try await x in xs.values { print(x) }\n} catch {\n    print(error)\n}"))
        #expect(TopLevelAwait.appears(in: "if ready {\n    let v = try await s.value\n}"))
        #expect(TopLevelAwait.appears(in: "do {\n} catch {\n    await report()\n}"))
    }

    @Test func anAwaitInAClosureAFunctionOrATypeDoesNot() {
        #expect(!TopLevelAwait.appears(in: "Task {\n    for await x in xs.values { print(x) }\n}"))
        #expect(!TopLevelAwait.appears(in: "func load() async throws -> Int {\n    try await s.value\n}"))
        #expect(!TopLevelAwait.appears(in: "struct Loader {\n    func run() async { await go() }\n}"))
        #expect(!TopLevelAwait.appears(in: "let task = Task { try await s.value }"))
        #expect(!TopLevelAwait.appears(in: "xs.forEach({ _ in Task { await f() } })"))
        #expect(!TopLevelAwait.appears(in: "if ready { Task { await f() } }"))
    }

    @Test func commentsStringsAndNamesDoNot() {
        #expect(!TopLevelAwait.appears(in: "// for await x in xs { }\nprint(1)"))
        #expect(!TopLevelAwait.appears(in: "/* await /* nested */ await */ print(1)"))
        #expect(!TopLevelAwait.appears(in: #"print("await the result")"#))
        #expect(!TopLevelAwait.appears(in: "print(\"\"\"\n  await\n  \"\"\")"))
        #expect(!TopLevelAwait.appears(in: ##"print(#"a "quoted" await"#)"##))
        #expect(!TopLevelAwait.appears(in: "let awaited = 1\nlet x = model.await\nasyncWork()"))
    }

    @Test func anAwaitingCellGetsTheAwaitingStartAndEnd() {
        let template = CellTemplate(preamble: "// preamble", epilogue: "// epilogue",
                                    awaiting: .init(start: "// start", end: "// await end"))
        let awaiting = MainFileAssembler.mainFile(for: CellSource(code: "let v = try await s.value"), template: template)
        #expect(awaiting == """
        // preamble
        // start
        #sourceLocation(file: "cell.swift", line: 1)
        let v = try await s.value
        #sourceLocation()
        // await end

        """)
        let plain = MainFileAssembler.mainFile(for: CellSource(code: "print(1)"), template: template)
        #expect(plain.contains("// epilogue") && !plain.contains("// start") && !plain.contains("// await end"))
    }
}
