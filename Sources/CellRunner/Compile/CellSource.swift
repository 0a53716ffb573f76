/// What the learner's cell is made of, as the notebook hands it over.
public struct CellSource: Sendable, Hashable {
    /// The cell's text. Its first `headerLineCount` lines are a header the lesson puts above the
    /// learner's code (set-up the learner can read but does not write); line numbers reported to
    /// the learner start at 1 on the first line after it.
    public var code: String
    public var headerLineCount: Int

    public init(code: String, headerLineCount: Int = 0) {
        self.code = code
        self.headerLineCount = headerLineCount
    }
}

/// The fixed code around every cell in `main.swift`.
public struct CellTemplate: Sendable, Hashable {
    /// Runs before the cell: imports and set-up calls.
    public var preamble: String
    /// Runs after the cell's last line, if the cell did not exit or crash.
    public var epilogue: String

    public init(preamble: String, epilogue: String) {
        self.preamble = preamble
        self.epilogue = epilogue
    }

    /// Cells are compiled in Swift 5 mode, where `stdout` (a C global) may be used freely.
    public static let standard = CellTemplate(
        preamble: """
        import Foundation
        import RxCore
        // A pipe makes stdout fully buffered; line buffering lets what a cell printed before it
        // crashed reach the learner.
        setvbuf(stdout, nil, _IOLBF, 0)
        """,
        epilogue: """
        fflush(stdout)
        """
    )
}
