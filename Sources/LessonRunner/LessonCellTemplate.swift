import CellRunner

/// How a lesson cell (or a plain RxSwift program run with `rxlearn run`) becomes a program:
/// the core, the test kit and the cell runtime imported, virtual time installed before the
/// learner's first line, and the clock run to the end after the last one.
public enum LessonCellTemplate {
    /// The modules a cell links against, in the core build folder.
    public static let moduleNames = ["RxCore", "RxCoreTest", "RxCellRuntime"]

    public static let template = CellTemplate(
        preamble: """
        import Foundation
        import RxCore
        import RxCoreTest
        import RxCellRuntime
        CellRuntime.begin()
        """,
        epilogue: """
        CellRuntime.end()
        """
    )

    /// A second file in the cell's module. Its `print` shadows the standard library's for the
    /// cell, so every printed line also reaches rxlearn with its virtual time.
    public static let prelude = """
    import RxCellRuntime

    func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
        CellOutput.print(items, separator: separator, terminator: terminator)
    }
    """
}
