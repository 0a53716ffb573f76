// The notebook's spaced reviews (`R`): the count of due reviews, the review session's keys,
// panes and messages. Its heading and "none due" are the command line's (`UIText.CommandLine.Review`).

extension UIText.Notebook.Keys {
    public static let takeReviews = Phrase("take the due reviews", zh: "做到期的复习")
    public static let checkReview = Phrase("check your answer", zh: "检查答案")
    public static let editReview = Phrase("edit your answer", zh: "编辑答案")
    public static let nextReview = Phrase("next review", zh: "下一道复习")
    public static let scrollTask = Phrase("scroll the task", zh: "滚动题目")
    public static let leaveReviews = Phrase("back to the lesson", zh: "回到课程")
    public static let explainsReviewKeys = Phrase("says which keys work", zh: "说明可用的键")
}

extension UIText.Notebook.Windows {
    public static let review = Phrase("Spaced review (R)", zh: "间隔复习（R）")
}

extension UIText.Notebook.Overlays {
    /// After the contents' title: ` · 3 reviews due: R`.
    public static func reviewsDue(_ count: Int) -> Phrase {
        Phrase(" · \(count) review\(count == 1 ? "" : "s") due: R", zh: "  \(count) 道复习到期：按 R")
    }
}

extension UIText.Notebook {
    public enum Review {
        /// The opening message when reviews are due.
        public static func due(_ count: Int) -> Phrase {
            Phrase("\(count) review\(count == 1 ? "" : "s") due today: R takes \(count == 1 ? "it" : "them") here (or `rxlearn review` in a terminal).",
                   zh: "今天有 \(count) 道复习到期：按 R 在这里复习（也可以在终端中运行 `rxlearn review`）。")
        }
        public static let notInPresentMode = Phrase("Reviews are each learner's own: present mode takes none.",
                                                    zh: "复习属于每位学习者自己：演示模式下不做复习。")
        /// The code pane's title: `Review 2 of 5: Shout it · your answer`.
        public static func paneTitle(_ index: Int, of count: Int, title: String, whose: String?) -> Phrase {
            Phrase("Review \(index) of \(count): \(title)" + (whose.map { " · \($0)" } ?? ""),
                   zh: "复习 \(index)/\(count)：\(title)" + (whose.map { "（\($0)）" } ?? ""))
        }
        /// The marble pane's note: the inputs drawn are the review's, not the lesson's.
        public static let aNewExample = Phrase("a new example", zh: "新的示例")
        /// The status bar's hints in a review.
        public static let nextShort = Phrase("next review", zh: "下一道")
        public static let backShort = Phrase("back to the lesson", zh: "回到课程")
        public static func preparing(_ index: Int, of count: Int) -> Phrase {
            Phrase("Preparing review \(index) of \(count): a fresh example and its goal from the reference solution…",
                   zh: "正在准备复习 \(index)/\(count)：新的示例，以及参考答案在它上面的结果……")
        }
        public static func notCheckedYet(_ id: String) -> Phrase {
            Phrase("Answer from memory: e edits your answer (reviews/\(id).swift in your workspace; your exercise's own answer stays as it is), r checks it on this new example and hidden inputs. The time it takes is recorded.",
                   zh: "请凭记忆作答：按 e 编辑答案（工作区中的 reviews/\(id).swift；练习原来的答案保持不变），按 r 用这个新示例和隐藏输入检查。所用时间会被记录。")
        }
        public static func couldNotPrepare(_ reason: Phrase) -> Phrase {
            Phrase("This review could not be prepared: \(reason.english) — n goes to the next one, Esc back to the lesson.",
                   zh: "这道复习没能准备好：\(reason.chinese ?? reason.english)——按 n 做下一道，按 Esc 回到课程。")
        }
        public static let keysInAReview = Phrase(
            "In a review: e edits your answer, r checks it, n goes to the next review once this one is judged, Esc goes back to the lesson.",
            zh: "复习时：按 e 编辑答案，按 r 检查，判定后按 n 做下一道，按 Esc 回到课程。")
        public static let answerFirst = Phrase(
            "Answer this review first (e edits, r checks), or Esc back to the lesson: it stays open for next time.",
            zh: "请先回答这道复习（e 编辑，r 检查），或按 Esc 回到课程：它会留到下次继续。")
        public static let alreadyJudged = Phrase("This review is judged: n goes to the next one, Esc back to the lesson.",
                                                 zh: "这道复习已经判定：按 n 做下一道，按 Esc 回到课程。")
        public static let stillOpen = Phrase("This review is still open: mend your answer so it compiles (e), then check it again (r).",
                                             zh: "这道复习还没有结束：先让答案能编译通过（e），再检查一次（r）。")
        /// The command line's words for a remembered review, then what comes next.
        public static func remembered(box: Int, next: String, seconds: Int?, more: Bool) -> Phrase {
            followedBy(UIText.CommandLine.Review.passed(box: box, next: next, seconds: seconds), more: more)
        }
        public static func forgotten(next: String, seconds: Int?, more: Bool) -> Phrase {
            let took = seconds.map { " (after \(DurationWords.english($0)))" } ?? ""
            let tookZh = seconds.map { "（用时 \(DurationWords.chinese($0))）" } ?? ""
            return followedBy(Phrase("Not this time\(took): back to box 1, next review \(next). w at the exercise shows its reference solution.",
                                     zh: "这次没有通过\(tookZh)：回到复习盒 1，下次复习在 \(next)。到练习那里按 w 可以再看参考答案。"), more: more)
        }
        /// A judged review's words, then the key for what comes next: the next review, or back.
        private static func followedBy(_ verdict: Phrase, more: Bool) -> Phrase {
            let after = more ? Phrase("n: the next review.", zh: "按 n 做下一道。") : Phrase("Esc: back to the lesson.", zh: "按 Esc 回到课程。")
            return Phrase(verdict.english + " " + after.english, zh: (verdict.chinese ?? verdict.english) + (after.chinese ?? after.english))
        }
        /// Leaving the reviews, back where the learner was.
        public static func left(stillDue: Int) -> Phrase {
            stillDue == 0
                ? Phrase("No more reviews due today: back where you were.", zh: "今天没有别的复习了：回到了原来的位置。")
                : Phrase("Back where you were; \(stillDue) review\(stillDue == 1 ? "" : "s") still due (R).",
                         zh: "回到了原来的位置；还有 \(stillDue) 道复习到期（R）。")
        }
    }
}
