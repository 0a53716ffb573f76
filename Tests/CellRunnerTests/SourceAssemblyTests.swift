@testable import CellRunner
import Testing

@Suite struct ImportRewriterTests {
    @Test func rewritesTheRxSwiftFamilyToOurModules() {
        #expect(ImportRewriter.rewriteLine("import RxSwift") == "import RxCore")
        #expect(ImportRewriter.rewriteLine("import RxCocoa") == "import RxCore")
        #expect(ImportRewriter.rewriteLine("import RxRelay") == "import RxCore")
        #expect(ImportRewriter.rewriteLine("import RxTest") == "import RxCoreTest")
        #expect(ImportRewriter.rewriteLine("import RxBlocking") == "import RxCoreTest")
        #expect(ImportRewriter.rewriteLine("  @testable import RxTest // for TestScheduler") == "  @testable import RxCoreTest // for TestScheduler")
        #expect(ImportRewriter.rewriteLine("import class RxSwift.Observable") == "import class RxCore.Observable")
        #expect(ImportRewriter.rewriteLine("import RxSwift; print(1)") == "import RxCore; print(1)")
    }

    @Test func leavesOtherLinesAlone() {
        #expect(ImportRewriter.rewriteLine("import Foundation") == "import Foundation")
        #expect(ImportRewriter.rewriteLine("import RxSwiftExtras") == "import RxSwiftExtras")
        #expect(ImportRewriter.rewriteLine("// import RxSwift") == "// import RxSwift")
        #expect(ImportRewriter.rewriteLine(#"print("import RxSwift")"#) == #"print("import RxSwift")"#)
    }

    @Test func keepsEveryLineOnItsLine() {
        let cell = "import RxSwift\n\nimport RxTest\nprint(1)\n"
        let rewritten = ImportRewriter.rewrite(cell)
        #expect(rewritten == "import RxCore\n\nimport RxCoreTest\nprint(1)\n")
    }
}

@Suite struct MainFileAssemblerTests {
    let template = CellTemplate(preamble: "// preamble", epilogue: "// epilogue")

    @Test func wrapsTheCellInSourceLocationDirectives() {
        let main = MainFileAssembler.mainFile(for: CellSource(code: "import RxSwift\nprint(1)"), template: template)
        #expect(main == """
        // preamble
        #sourceLocation(file: "cell.swift", line: 1)
        import RxCore
        print(1)
        #sourceLocation()
        // epilogue

        """)
    }

    @Test func givesTheHeaderItsOwnFileName() {
        let source = CellSource(code: "let a = 1\nlet b = 2\nprint(a + b)", headerLineCount: 2)
        let main = MainFileAssembler.mainFile(for: source, template: template)
        #expect(main == """
        // preamble
        #sourceLocation(file: "header.swift", line: 1)
        let a = 1
        let b = 2
        #sourceLocation(file: "cell.swift", line: 1)
        print(a + b)
        #sourceLocation()
        // epilogue

        """)
    }
}
