// Why a cell crashed, where rxlearn can say more than the Swift runtime did: CellRunner's
// `CrashReport` chooses one of these. The runtime's own messages ("Fatal error: …", a learner's
// own `fatalError` text) are shown as the cell printed them.

extension UIText {
    public enum Crashes {
        public static let standardOutputClosed = Phrase(
            "The cell closed its standard output or standard error and then could not write to it: leave descriptors 0, 1 and 2 open.",
            zh: "这个代码单元关闭了自己的标准输出或标准错误，之后又无法写入：请让描述符 0、1、2 保持打开。")
        public static let descriptorsExhausted = Phrase(
            "The cell ran out of file descriptors (it opened files, pipes or sockets without closing them): close each one when you are done with it.",
            zh: "这个代码单元用光了文件描述符（打开了文件、管道或套接字却没有关闭）：每个用完后都要关闭。")
        /// An exercise input sent `value`, which the answer's `solve` declared as another type.
        public static func unreadableInput(_ input: String, value: String, type: String) -> Phrase {
            Phrase("the input `\(input)` sends `\(value)`, which your `solve` cannot read as `\(type)`: give `\(input)` the type it has in the start file.",
                   zh: "输入 `\(input)` 发出的是 `\(value)`，你的 `solve` 无法把它读成 `\(type)`：请把 `\(input)` 的类型改回起始代码里的类型。")
        }

        // MARK: a signal, when the runtime printed nothing (`signal` is its name: "SIGSEGV")

        public static func memoryFault(_ signal: String) -> Phrase {
            Phrase("Segmentation fault (\(signal)): the cell touched memory it may not — most often a stack overflow from endless recursion.",
                   zh: "段错误（\(signal)）：这个代码单元访问了不该访问的内存——最常见的原因是无穷递归造成的栈溢出。")
        }
        public static func runtimeCheck(_ signal: String) -> Phrase {
            Phrase("The cell stopped on a runtime check (\(signal)), for example an arithmetic overflow or an impossible conversion.",
                   zh: "这个代码单元因一项运行时检查没有通过而停止（\(signal)），例如算术溢出或不可能的类型转换。")
        }
        public static func aborted(_ signal: String) -> Phrase {
            Phrase("The cell aborted (\(signal)).", zh: "这个代码单元中止了（\(signal)）。")
        }
        public static func arithmetic(_ signal: String) -> Phrase {
            Phrase("Arithmetic error (\(signal)), for example a division by zero.", zh: "算术错误（\(signal)），例如除以零。")
        }
        public static func killed(_ signal: String) -> Phrase {
            Phrase("The cell was killed (\(signal)), perhaps because the machine ran out of memory.",
                   zh: "这个代码单元被强行终止了（\(signal)），可能是机器的内存不够了。")
        }
        public static func otherSignal(_ number: Int32, _ signal: String) -> Phrase {
            Phrase("The cell was stopped by signal \(number) (\(signal)).", zh: "这个代码单元被信号 \(number)（\(signal)）终止了。")
        }
    }
}
