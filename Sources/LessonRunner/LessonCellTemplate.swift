import CellRunner

/// How a lesson cell (or a plain RxSwift program run with `rxlearn run`) becomes a program:
/// the core, the test kit and the cell runtime imported, virtual time installed before the
/// learner's first line, and the clock run to the end after the last one.
///
/// Everything the cell needs is in the one `main.swift`: a second file (a prelude) would make
/// the compiler driver start a second frontend, which loads Foundation and the core's modules
/// again — 0.15 to 0.2 s more per cold cell.
public enum LessonCellTemplate {
    /// The modules a cell links against, in the core build folder. The objects of each go into
    /// the core library (`CoreLibrary`); RxCellRuntime needs CellProtocol's names.
    public static let moduleNames = ["RxCore", "RxCoreTest", "RxCellRuntime", "CellProtocol"]

    public static let template = CellTemplate(
        preamble: """
        import Foundation
        import RxCore
        import RxCoreTest
        import RxCellRuntime
        // Shadows the standard library's `print` for the whole cell (functions declared in
        // main.swift are visible throughout the module), so every printed line also reaches
        // rxlearn with its virtual time.
        func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
            CellOutput.print(items, separator: separator, terminator: terminator)
        }
        CellRuntime.begin()
        """,
        epilogue: """
        CellRuntime.end()
        """,
        // A cell with `await` in its top-level code: the clock moves while it waits, and the
        // end waits for the clock (RxCellRuntime's AwaitingCell).
        awaiting: CellTemplate.Awaiting(
            start: "CellRuntime.beginAwaiting()",
            end: "await CellRuntime.endAwaiting()"
        )
    )
}
