// The notebook in a live class: its status, the teacher's offers and polls, and the teacher's
// keys in `rxlearn present`.

extension UIText.Notebook {
    public enum Class {
        // MARK: The status bar

        /// `in class ·` before the lesson count: the learner is in a class.
        public static let inClass = Phrase("in class · ", zh: "课堂中  ")
        /// The class server cannot be reached: events wait in the queue.
        public static func offline(queued: Int) -> Phrase {
            Phrase("class offline, \(queued) queued · ", zh: "课堂离线，\(queued) 条待发  ")
        }
        /// A projector with a class running on this machine.
        public static let teaching = Phrase("class on · ", zh: "课堂进行中  ")

        // MARK: Offers (one key accepts, any other declines)

        public static func followOffer(_ lesson: String) -> Phrase {
            Phrase("The teacher asks you to open \(lesson): y opens it, any other key stays here.",
                   zh: "老师请你打开 \(lesson)：按 y 打开，按其他键留在这里。")
        }
        public static func pollOffer(_ lesson: String, _ cell: String) -> Phrase {
            Phrase("The teacher asks the class to predict \(lesson) / \(cell): y opens it, any other key declines.",
                   zh: "老师请全班预测 \(lesson) / \(cell)：按 y 打开，按其他键拒绝。")
        }
        public static func shareOffer(_ exercise: String) -> Phrase {
            Phrase("Send your answer to \(exercise), code and all, to the teacher? y sends it, any other key does not.",
                   zh: "把你对 \(exercise) 的答案（包括代码）发给老师吗？按 y 发送，按其他键不发送。")
        }
        public static let offerDeclined = Phrase("Declined: you stay where you are.", zh: "已拒绝：你留在原处。")

        // MARK: Polls, as a learner sees them

        public static func pollOpened(_ cell: String) -> Phrase {
            Phrase("The teacher's poll: your prediction of \(cell) goes to the class.",
                   zh: "老师的投票：你对 \(cell) 的预测会交给全班统计。")
        }
        public static let answerSent = Phrase("Your answer is in the teacher's poll; the cell runs at the reveal.",
                                              zh: "你的答案已交给老师的投票；揭晓时代码单元会运行。")
        public static let answerQueued = Phrase("Your answer waits to be sent: the class server cannot be reached now.",
                                                zh: "你的答案在等待发送：现在连不上课堂服务器。")
        public static let pollClosed = Phrase("The teacher closed the poll.", zh: "老师关闭了投票。")
        // The verdict first: a long answer is cut at the screen's edge.
        public static func revealedRight(_ expected: String) -> Phrase {
            Phrase("Your answer was right. The answer: \(expected)", zh: "你的答案是对的。答案：\(expected)")
        }
        public static func revealedWrong(_ expected: String) -> Phrase {
            Phrase("Your answer differs, see the run. The answer: \(expected)", zh: "你的答案不同，看看运行结果。答案：\(expected)")
        }
        public static func revealed(_ expected: String) -> Phrase {
            Phrase("The teacher revealed the answer: \(expected)", zh: "老师揭晓了答案：\(expected)")
        }
        public static func pollCellMissing(_ lesson: String, _ cell: String) -> Phrase {
            Phrase("The teacher's poll is on \(lesson) / \(cell), which these lessons do not have.",
                   zh: "老师的投票针对 \(lesson) / \(cell)，但这些课里没有它。")
        }
        public static func followMissing(_ lesson: String) -> Phrase {
            Phrase("The teacher asks you to open \(lesson), which these lessons do not have.",
                   zh: "老师请你打开 \(lesson)，但这些课里没有它。")
        }
        public static let shareNeedsClass = Phrase("Sharing an answer needs a class: join one with rxlearn class join.",
                                                   zh: "分享答案需要先加入课堂：用 rxlearn class join 加入。")
        public static let shareAtExercise = Phrase("Go to an exercise first: S shares your answer to it.",
                                                   zh: "请先到一道练习：S 分享你对它的答案。")
        public static func shareTooLarge(_ kilobytes: Int) -> Phrase {
            Phrase("Your answer is over \(kilobytes) KB, more than a class takes: shorten it, or show it to the teacher.",
                   zh: "你的答案超过 \(kilobytes) KB，课堂收不下：请缩短，或直接给老师看。")
        }
        public static func shared(_ exercise: String) -> Phrase {
            Phrase("Your answer to \(exercise) is on its way to the teacher.", zh: "你对 \(exercise) 的答案正在发给老师。")
        }

        // MARK: The teacher's keys in `present`

        public static let teacherKeysNeedPresent = Phrase(
            "P (poll) and F (follow me) are the teacher's keys in rxlearn present, with rxlearn class host running.",
            zh: "P（投票）和 F（跟我来）是老师在 rxlearn present 中的按键，需要先运行 rxlearn class host。")
        public static let noClassRunning = Phrase("No class runs on this machine: start one with rxlearn class host, then press the key again.",
                                                  zh: "这台电脑上没有课堂在运行：先用 rxlearn class host 开课，再按一次该键。")
        public static let stillLooking = Phrase("Looking for the class server; press the key again in a moment.",
                                                zh: "正在寻找课堂服务器；请稍后再按一次该键。")
        public static func teacherPollOpened(_ cell: String) -> Phrase {
            Phrase("Poll open: the class predicts \(cell). P again reveals the answer.",
                   zh: "投票已开始：全班预测 \(cell)。再按 P 揭晓答案。")
        }
        public static func teacherPollRevealed(_ expected: String) -> Phrase {
            Phrase("Poll revealed: \(expected)", zh: "投票已揭晓：\(expected)")
        }
        public static func followSent(_ lesson: String) -> Phrase {
            Phrase("Offered \(lesson) to the class: each learner chooses to open it.", zh: "已向全班推荐 \(lesson)：每位学员自己决定是否打开。")
        }
        public static func classRefused(_ reason: String) -> Phrase {
            Phrase("The class server refused: \(reason)", zh: "课堂服务器拒绝了：\(reason)")
        }

        // MARK: Keys (the help)

        public static let pollKey = Phrase("teacher: poll / reveal", zh: "老师：投票或揭晓")
        public static let followKey = Phrase("teacher: class follows me", zh: "老师：请全班跟我来")
        public static let shareKey = Phrase("share answer (in a class)", zh: "分享答案（课堂中）")
        public static let offerWindow = Phrase("The teacher's offer", zh: "老师的推荐")
        public static let acceptOffer = Phrase("accepts", zh: "接受")
        public static let declineOffer = Phrase("declines", zh: "拒绝")
    }
}
