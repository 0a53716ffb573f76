import Foundation

/// The languages the dashboard page speaks, and how a request chooses one: `?lang=zh-Hans` or
/// `?lang=en` on the page's address (what `rxlearn class host` prints when it speaks Chinese),
/// else the browser's `Accept-Language` (Chinese when it prefers any `zh`), else English.
enum DashboardLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case chinese = "zh-Hans"

    static let queryItem = "lang"

    static func chosen(query: String?, acceptLanguage: String?) -> DashboardLanguage {
        if let query, let asked = DashboardLanguage(rawValue: query) { return asked }
        if let query, query.lowercased().hasPrefix("zh") { return .chinese }
        if query != nil { return .english }
        // The browser's first choice decides: "zh-CN,zh;q=0.9,en;q=0.8" is Chinese, "en-GB,zh;q=0.5" English.
        let first = acceptLanguage?.split(separator: ",").first?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        return first?.hasPrefix("zh") == true ? .chinese : .english
    }

    var words: DashboardWords { self == .chinese ? .chinese : .english }
}

/// Every word of the dashboard page, in one language. The script gets them as one JSON object
/// (`T`); `{name}` marks where it puts a number or an id. The page's own catalog: the server
/// package has no other.
struct DashboardWords: Encodable, Sendable {
    // The page.
    var htmlLanguage: String
    var joinWith: String
    var connecting: String
    var projectorView: String
    var teacherView: String
    var pollTitle: String
    var noPollBefore: String
    var noPollAfter: String
    var learnersTitle: String
    var checksFailTitle: String
    var exerciseColumn: String
    var triedColumn: String
    var passedColumn: String
    var failuresColumn: String
    var sharedTitle: String
    // The script.
    var name: String
    var lesson: String
    var stageTooltip: String
    var passed: String
    var predictions: String
    var hints: String
    var status: String
    var active: String
    var quiet: String
    var left: String
    var stuckOn: String
    var inClass: String
    var stuckCount: String
    var thresholds: String
    var laneQuestion: String
    var printQuestion: String
    var question: String
    var states: [String: String]
    var answers: String
    var empty: String
    var cellGives: String
    var closePoll: String
    var revealAnswer: String
    var show: String
    var noneShared: String
    var noToken: String
    var noAnswer: String
    var live: String
    var reconnecting: String

    static let english = DashboardWords(
        htmlLanguage: "en", joinWith: "Join with", connecting: "connecting…", projectorView: "projector view", teacherView: "teacher view",
        pollTitle: "Prediction poll", noPollBefore: "No poll yet: ", noPollAfter: " opens one.", learnersTitle: "Learners",
        checksFailTitle: "Where checks fail", exerciseColumn: "exercise", triedColumn: "tried", passedColumn: "passed",
        failuresColumn: "most common failures", sharedTitle: "Shared answers",
        name: "name", lesson: "lesson", stageTooltip: "{lessons} lessons, {exercises} exercises", passed: "passed",
        predictions: "predictions", hints: "hints", status: "status", active: "active", quiet: "quiet {minutes} min", left: "left",
        stuckOn: "stuck on {exercise} ({failures} failed checks, {minutes} min)", inClass: "{count} in class", stuckCount: ", {count} stuck",
        thresholds: "Stuck means {failures} failed checks in a row on one exercise, or {minutes} minutes on one exercise without passing it.",
        laneQuestion: "the lane {lane}", printQuestion: "what it prints", question: "Predict {what} — {lesson} / {cell} ({state})",
        states: ["open": "open", "closed": "closed", "revealed": "revealed"], answers: "{count} answers", empty: "(empty)",
        cellGives: "The cell gives: {expected}", closePoll: "close the poll", revealAnswer: "reveal the answer", show: "show",
        noneShared: "none yet (a learner shares with rxlearn class share EXERCISE)",
        noToken: "Open the address rxlearn class host printed: it ends with #token=…", noAnswer: "The class server does not answer.",
        live: "live", reconnecting: "reconnecting…")

    static let chinese = DashboardWords(
        htmlLanguage: "zh-Hans", joinWith: "加入方式", connecting: "正在连接", projectorView: "投影视图", teacherView: "教师视图",
        pollTitle: "预测投票", noPollBefore: "还没有投票：", noPollAfter: " 可以发起一次。", learnersTitle: "学员",
        checksFailTitle: "检查在哪里失败", exerciseColumn: "练习", triedColumn: "尝试人数", passedColumn: "通过人数",
        failuresColumn: "最常见的失败", sharedTitle: "分享的答案",
        name: "姓名", lesson: "课", stageTooltip: "{lessons} 课，{exercises} 道练习", passed: "通过",
        predictions: "预测", hints: "提示", status: "状态", active: "活跃", quiet: "{minutes} 分钟无动静", left: "已离开",
        stuckOn: "卡在 {exercise}（检查失败 {failures} 次，{minutes} 分钟）", inClass: "{count} 人在课堂", stuckCount: "，{count} 人卡住",
        thresholds: "卡住指：在同一道练习上连续检查失败 {failures} 次，或在同一道练习上 {minutes} 分钟仍未通过。",
        laneQuestion: "时间线 {lane}", printQuestion: "打印的内容", question: "预测{what}：{lesson} / {cell}（{state}）",
        states: ["open": "进行中", "closed": "已关闭", "revealed": "已揭晓"], answers: "{count} 个答案", empty: "（空）",
        cellGives: "代码单元给出：{expected}", closePoll: "关闭投票", revealAnswer: "揭晓答案", show: "查看",
        noneShared: "还没有（学员用 rxlearn class share 练习 分享）",
        noToken: "请打开 rxlearn class host 打印的地址：它以 #token= 结尾。", noAnswer: "课堂服务器没有响应。",
        live: "实时", reconnecting: "正在重新连接")

    /// The words as the script's first line declares them.
    var scriptDeclaration: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        return "const T = \(json);\n"
    }
}
