// The learner's files that could not be read or written: LessonKit's `WorkspaceFileError` (the
// workspace: edited cells, exercise answers, backups) and `ProgressStoreError` (the progress
// file). The command line prints each as one `rxlearn:` sentence; the notebook shows them too.
// The system's own error texts (`strerror`) stay as the system gives them.

extension UIText {
    public enum LearnerFiles {
        // MARK: a workspace file: `PATH problem — fix`

        public static func sentence(path: String, problem: Phrase, fix: Phrase) -> Phrase {
            Phrase("\(path) \(problem.english) — \(fix.english)",
                   zh: "\(path) \(problem.text(in: .simplifiedChinese))；\(fix.text(in: .simplifiedChinese))")
        }

        public static let readOnlyFileSystem = Phrase("is on a read-only file system", zh: "位于只读文件系统上")
        public static func permissionDenied(reading: Bool) -> Phrase {
            reading ? Phrase("cannot be read: permission denied", zh: "无法读取：没有权限")
                : Phrase("cannot be written: permission denied", zh: "无法写入：没有权限")
        }
        public static let folderWhereAFileGoes = Phrase("is a folder where rxlearn keeps a file", zh: "是一个文件夹，而 rxlearn 要在这里保存文件")
        public static let diskFull = Phrase("cannot be written: the disk is full", zh: "无法写入：磁盘已满")
        public static let linkLoop = Phrase("is a loop of symbolic links", zh: "是循环的符号链接")
        /// `cannot be read` or `cannot be written`, with the system's reason when there is one.
        public static func cannot(reading: Bool, reason: String? = nil) -> Phrase {
            Phrase("cannot be \(reading ? "read" : "written")" + (reason.map { ": \($0)" } ?? ""),
                   zh: (reading ? "无法读取" : "无法写入") + (reason.map { "：\($0)" } ?? ""))
        }
        public static let notUTF8 = Phrase("is not UTF-8 text", zh: "不是 UTF-8 文本")
        /// What stands at a path rxlearn was asked to write, which it does not replace.
        public enum SpecialFile: Sendable { case namedPipe, device, other }
        public static func notAFileToReplace(_ kind: SpecialFile) -> Phrase {
            switch kind {
            case .namedPipe: Phrase("is a named pipe, not a file rxlearn replaces", zh: "是命名管道，不是 rxlearn 可以替换的文件")
            case .device: Phrase("is a device, not a file rxlearn replaces", zh: "是设备，不是 rxlearn 可以替换的文件")
            case .other: Phrase("is not a regular file, so rxlearn does not replace it", zh: "不是普通文件，所以 rxlearn 不会替换它")
            }
        }
        /// `encoding`: what the bytes look like ("Latin-1"), when they suggest something.
        public static func notUTF8(looksLike encoding: String?) -> Phrase {
            guard let encoding else { return notUTF8 }
            return Phrase("is not UTF-8 text (it looks like \(encoding))", zh: "不是 UTF-8 文本（看起来是 \(encoding)）")
        }
        public static let fileNotFolder = Phrase("is a file, not a folder", zh: "是文件，不是文件夹")
        public static let tooManyBackups = Phrase("has 10,000 backups beside it already", zh: "旁边已经有 10,000 个备份")

        public static let chooseAnotherWorkspace = Phrase(
            "choose another folder with --workspace DIR or RXLEARN_WORKSPACE",
            zh: "用 --workspace DIR 或 RXLEARN_WORKSPACE 另选一个文件夹")
        public static let giveYourselfAccess = Phrase(
            "give yourself access (chmod u+rw) or \(chooseAnotherWorkspace.english)",
            zh: "给自己加上权限（chmod u+rw），或\(chooseAnotherWorkspace.text(in: .simplifiedChinese))")
        public static let moveTheFolderAway = Phrase("move the folder away", zh: "把这个文件夹移走")
        public static let writeElsewhere = Phrase("give a path to a regular file, or one that does not exist yet", zh: "请给出一个普通文件的路径，或一个尚不存在的路径")
        public static let freeSomeSpace = Phrase("free some space and try again", zh: "腾出一些空间后再试")
        public static let removeTheLink = Phrase("remove the link", zh: "删除这个链接")
        public static let checkTheFolder = Phrase(
            "check the folder, or \(chooseAnotherWorkspace.english)",
            zh: "检查这个文件夹，或\(chooseAnotherWorkspace.text(in: .simplifiedChinese))")
        public static let saveAsUTF8 = Phrase("save it as UTF-8 in your editor", zh: "在编辑器中把它存为 UTF-8")
        public static let moveItAway = Phrase(
            "move it away or \(chooseAnotherWorkspace.english)",
            zh: "把它移走，或\(chooseAnotherWorkspace.text(in: .simplifiedChinese))")
        /// After a learner's file was moved aside, what to do about a write that failed.
        public static func yourVersionIsSafe(in backup: String, then fix: Phrase) -> Phrase {
            Phrase("your version is safe in \(backup); \(fix.english)", zh: "你的版本安全地保存在 \(backup)；\(fix.text(in: .simplifiedChinese))")
        }
        public static let deleteOldBackups = Phrase("delete the old .bak files you no longer need", zh: "删除不再需要的旧 .bak 文件")

        // MARK: the progress file

        public static func newerVersion(path: String, found: Int, current: Int) -> Phrase {
            Phrase("\(path) is in format version \(found), newer than this rxlearn understands (\(current)) — update rxlearn; the file is left as it is",
                   zh: "\(path) 的格式版本是 \(found)，比这个 rxlearn 能读懂的版本（\(current)）新；请更新 rxlearn，这个文件保持原样")
        }
        /// `cannot read PATH: reason — fix`; the action and the reason are LessonKit's English words,
        /// translated here when they are among the known ones.
        public static func cannot(_ action: String, path: String, reason: String) -> Phrase {
            Phrase("cannot \(action) \(path): \(reason) — fix that file or folder, or set XDG_STATE_HOME to a folder you can write",
                   zh: "无法\(progressWord(action)) \(path)：\(progressWord(reason))；请修正这个文件或文件夹，或把 XDG_STATE_HOME 设为你能写入的文件夹")
        }

        /// A file or folder of the progress store the system refused (`problem`: a learner-file
        /// phrase, "cannot be written: the disk is full"), in each language.
        public static func progressFile(path: String, problem: Phrase) -> Phrase {
            Phrase("\(path) \(problem.english) — fix that file or folder, or set XDG_STATE_HOME to a folder you can write",
                   zh: "\(path) \(problem.text(in: .simplifiedChinese))；请修正这个文件或文件夹，或把 XDG_STATE_HOME 设为你能写入的文件夹")
        }

        /// A lock on the progress file that another process held past the wait: who, and what to do.
        public static func locked(path: String, processID: Int, command: String?, stopped: Bool) -> Phrase {
            let who = "process \(processID)" + (command.map { " (\($0))" } ?? "")
            let whoZh = "进程 \(processID)" + (command.map { "（\($0)）" } ?? "")
            return stopped
                ? Phrase("\(path) is locked by \(who), which is stopped (Ctrl-Z) — resume it with `fg` in its terminal or end it with `kill \(processID)`, then try again; your progress is safe",
                         zh: "\(path) 被\(whoZh)锁住了，而这个进程已暂停（Ctrl-Z）；请在它的终端里用 `fg` 让它继续，或用 `kill \(processID)` 结束它，然后再试；你的进度是安全的")
                : Phrase("\(path) is locked by \(who), which has not let go for several seconds — let it finish or end it with `kill \(processID)`, then try again; your progress is safe",
                         zh: "\(path) 被\(whoZh)锁住了，几秒钟内都没有释放；请等它结束，或用 `kill \(processID)` 结束它，然后再试；你的进度是安全的")
        }
        public static func lockedByAnotherProgram(path: String) -> Phrase {
            Phrase("\(path) is locked by another program, which has not let go for several seconds — close other rxlearn windows and commands, then try again; your progress is safe",
                   zh: "\(path) 被另一个程序锁住了，几秒钟内都没有释放；请关闭其他 rxlearn 窗口和命令，然后再试；你的进度是安全的")
        }

        /// A progress file that could not be read, moved aside: the line on standard error.
        public static func movedAside(reason: String, to destination: String) -> Phrase {
            Phrase("the progress file could not be read (\(reason)); it was moved to \(destination)",
                   zh: "无法读取进度文件（\(reason)），已把它移到 \(destination)")
        }
        public static let startsEmpty = Phrase(
            "rxlearn starts with empty progress; the old file is kept there if you want to repair it",
            zh: "rxlearn 将从空白进度开始；旧文件保留在那里，你可以尝试修复它")

        /// The progress file moved aside and what happens now, as one message (the notebook's
        /// first, drawn in the language on screen).
        public static func movedAsideStartingEmpty(reason: String, to destination: String) -> Phrase {
            let moved = movedAside(reason: reason, to: destination)
            return Phrase("\(moved.english): \(startsEmpty.english).",
                          zh: "\(moved.text(in: .simplifiedChinese))：\(startsEmpty.text(in: .simplifiedChinese))。")
        }

        /// The progress store's actions and reasons in Chinese; anything else as it is.
        static func progressWord(_ english: String) -> String {
            switch english {
            case "create": "创建"
            case "flush": "写入磁盘"
            case "close": "关闭"
            case "replace": "替换"
            case "write": "写入"
            case "read": "读取"
            case "lock": "锁定"
            case "open the lock file": "打开锁文件"
            case "create the folder": "创建文件夹"
            case "move aside the corrupt file": "移开损坏的文件"
            case "it is a folder, not a file": "它是文件夹，不是文件"
            case "it is not a regular file": "它不是普通文件"
            default: english
            }
        }
    }
}
