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
    /// For a cell whose top level awaits (see `TopLevelAwait`); nil: such a cell gets the same
    /// code around it as any other.
    public var awaiting: Awaiting?

    public init(preamble: String, epilogue: String, awaiting: Awaiting? = nil) {
        self.preamble = preamble
        self.epilogue = epilogue
        self.awaiting = awaiting
    }

    /// The code around a cell with `await` in its top-level code. Such an `await` makes the whole
    /// of `main.swift`'s top level an async context, run as a task on the main actor; the program
    /// ends when that task returns. So the template can start something that runs while the
    /// cell waits, and end with an `await` of its own.
    public struct Awaiting: Sendable, Hashable {
        /// Runs after the preamble, before the cell's first line.
        public var start: String
        /// Runs after the cell's last line, instead of the epilogue.
        public var end: String

        public init(start: String, end: String) {
            self.start = start
            self.end = end
        }
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
