// The notebook's worked solution (`w` at a passed exercise).

extension UIText.Notebook.Keys {
    public static let workedSolution = Phrase("passed exercise: solution", zh: "已通过的练习：参考答案")
}

extension UIText.Notebook.Windows {
    public static let solution = Phrase("Reference solution (w)", zh: "参考答案（w）")
}

extension UIText.Notebook.Overlays {
    public static func solution(_ title: String) -> Phrase { Phrase("Reference solution: \(title)", zh: "参考答案：\(title)") }
    public static let yourAnswer = Phrase("Your answer", zh: "你的答案")
    public static let reference = Phrase("Reference solution", zh: "参考答案")
    public static let whyThisWay = Phrase("Why this way", zh: "为什么这样写")
    public static let sameAsYours = Phrase("The same code as yours, apart from comments and blank lines.", zh: "除注释和空行外，与你的代码相同。")
}

extension UIText.Notebook.Messages {
    public static let solvedSeeSolution = Phrase(
        "Solved! w compares your answer with the reference solution; j moves on, ] to the next lesson.",
        zh: "答对了！按 w 把你的答案和参考答案对照；按 j 继续，按 ] 进入下一课。")
    public static let solutionAtAnExercise = Phrase("w shows an exercise's reference solution once you have passed it: go to the exercise.",
                                                    zh: "w 用来查看已通过练习的参考答案：请先到练习那里。")
    public static let solutionAfterPassing = Phrase(
        "The reference solution opens once your answer passes: check it with r (h for a hint).",
        zh: "参考答案要等你的答案通过后才能看：先按 r 检查（需要提示按 h）。")
    public static let noReferenceSolution = Phrase("This exercise has no reference solution to show.", zh: "这道练习没有可以显示的参考答案。")
}
