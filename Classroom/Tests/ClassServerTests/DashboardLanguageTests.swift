import ClassProtocol
import Foundation
import XCTest
@testable import ClassServer

/// The dashboard page in English or Chinese: chosen by the address's `?lang=`, else the
/// browser's first language.
final class DashboardLanguageTests: XCTestCase {
    func testTheAddressChoosesElseTheBrowsersFirstLanguageElseEnglish() {
        XCTAssertEqual(DashboardLanguage.chosen(query: "zh-Hans", acceptLanguage: "en-US"), .chinese)
        XCTAssertEqual(DashboardLanguage.chosen(query: "zh", acceptLanguage: nil), .chinese)
        XCTAssertEqual(DashboardLanguage.chosen(query: "en", acceptLanguage: "zh-CN,zh;q=0.9"), .english)
        XCTAssertEqual(DashboardLanguage.chosen(query: "fr", acceptLanguage: "zh-CN"), .english, "an address that asks for another language gets English")
        XCTAssertEqual(DashboardLanguage.chosen(query: nil, acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.8"), .chinese)
        XCTAssertEqual(DashboardLanguage.chosen(query: nil, acceptLanguage: " zh-TW ; q=1"), .chinese)
        XCTAssertEqual(DashboardLanguage.chosen(query: nil, acceptLanguage: "en-GB,zh;q=0.5"), .english)
        XCTAssertEqual(DashboardLanguage.chosen(query: nil, acceptLanguage: nil), .english)
    }

    func testEveryWordIsTranslatedAndTheScriptNamesOnlyWordsItHas() throws {
        let english = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(DashboardWords.english)) as? [String: Any])
        let chinese = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(DashboardWords.chinese)) as? [String: Any])
        XCTAssertEqual(Set(english.keys), Set(chinese.keys))
        for (key, value) in chinese where key != "htmlLanguage" && key != "states" {
            XCTAssertNotEqual(value as? String, english[key] as? String, "\(key) is not translated")
        }
        // Every `T.word` the script uses is a word of the catalog.
        let script = DashboardPage.script(in: .english)
        let used = try NSRegularExpression(pattern: #"\bT\.(\w+)"#).matches(in: script, range: NSRange(script.startIndex..., in: script))
            .compactMap { Range($0.range(at: 1), in: script).map { String(script[$0]) } }
        XCTAssertFalse(used.isEmpty)
        for word in used { XCTAssertNotNil(english[word], "the script uses T.\(word), which the catalog lacks") }
    }

    func testThePageInChineseInTheBrowser() throws {
        let root = try temporaryFolder(self, "class-chinese-page")
        let outline = ClassOutline(stages: [.init(title: "基础", lessons: [.init(id: "L1", cells: ["c"], exercises: ["E1"])])])
        let server = try ServerUnderTest(root: root, outline: outline)
        defer { server.stop() }
        let ann = try server.join("Ann")
        _ = try server.join("李雷")
        let poll = OpenPollRequest(lesson: "L1", cell: "c", lane: nil, expected: "1")
        let opened = try JSONDecoder().decode(PollView.self, from: server.http.send("POST", ClassRoute.teacherPolls, token: server.token,
                                                                                     body: server.http.json(poll)).body)
        let answer = ClassEvent(activity: .pollAnswer(poll: opened.id, answer: "1"))
        _ = server.http.send("POST", ClassRoute.learnerEvents, token: ann.token, body: server.http.json(EventBatch(events: [answer], inboxAfter: 0)))

        let page = String(decoding: server.http.send("GET", ClassRoute.dashboardPage + "?lang=zh-Hans").body, as: UTF8.self)
        XCTAssertTrue(page.contains("<html lang=\"zh-Hans\">") && page.contains("dashboard.js?lang=zh-Hans"), page)
        let english = String(decoding: server.http.send("GET", ClassRoute.dashboardPage).body, as: UTF8.self)
        XCTAssertTrue(english.contains("<html lang=\"en\">") && english.contains("Prediction poll"), "the browser asked for no language")

        let picture = URL(fileURLWithPath: "/tmp/rxlearn-class-dashboard-zh.png")
        let browser = try BrowserWatch(
            chromium: try Programs.chromium(), url: server.record.dashboard + "?lang=zh-Hans#token=" + server.token,
            ready: "document.querySelectorAll('tr.learner').length === 2 && document.getElementById('poll-total') !== null",
            then: nil, dom: root.appendingPathComponent("page.html"), screenshot: picture)
        let (status, dom) = browser.finish()
        XCTAssertEqual(status, 0, browser.said.joined(separator: "\n"))
        for words in ["预测投票", "学员", "2 人在课堂", "预测打印的内容：L1 / c（进行中）", "1 个答案", "卡住指：", "姓名", "状态", "投影视图", ">李雷</td>"] {
            XCTAssertTrue(dom.contains(words), "\(words) is not on the page: \(dom)")
        }
        XCTAssertFalse(dom.contains("Prediction poll"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: picture.path))
    }
}
