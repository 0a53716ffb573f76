/// The teacher's web dashboard: one page, its script and its style, served by the class server.
///
/// It holds no data: the script reads the teacher's token from the address's fragment (`#token=…`,
/// never sent to a server or kept in its logs), loads the snapshot, then follows the live feed
/// (server-sent events), redrawing from each snapshot. Every name, id, answer and shared code is
/// put in the page as text (`textContent`), never as markup, and the page's Content-Security-Policy
/// runs no script but this one — so a learner named `<script>…` is shown, not run.
///
/// The page and its script come in each `DashboardLanguage`, made once; the page asks for the
/// script in its own language.
enum DashboardPage {
    static let scriptPath = "/dashboard.js"
    static let stylePath = "/dashboard.css"

    private static let pages = Dictionary(uniqueKeysWithValues: DashboardLanguage.allCases.map { ($0, html($0)) })
    private static let scripts = Dictionary(uniqueKeysWithValues: DashboardLanguage.allCases.map { ($0, $0.words.scriptDeclaration + script) })

    static func page(in language: DashboardLanguage) -> String { pages[language]! }
    static func script(in language: DashboardLanguage) -> String { scripts[language]! }

    private static func html(_ language: DashboardLanguage) -> String {
        let t = language.words
        return """
    <!doctype html>
    <html lang="\(t.htmlLanguage)">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>rxlearn class</title>
    <link rel="stylesheet" href="\(stylePath)">
    </head>
    <body>
    <header>
      <h1>rxlearn class</h1>
      <p id="join">\(t.joinWith) <code id="join-command">rxlearn class join</code></p>
      <p id="connection" class="muted">\(t.connecting)</p>
      <button id="projector-toggle" type="button">\(t.projectorView)</button>
    </header>
    <main>
      <section id="poll-section">
        <h2>\(t.pollTitle)</h2>
        <div id="poll"><p class="muted">\(t.noPollBefore)<code>rxlearn class poll LESSON/CELL</code>\(t.noPollAfter)</p></div>
      </section>
      <section id="learners-section">
        <h2>\(t.learnersTitle) <span id="learner-count" class="muted"></span></h2>
        <p id="thresholds" class="muted"></p>
        <div class="scroll"><table id="learners"><thead></thead><tbody></tbody></table></div>
      </section>
      <section id="exercises-section" class="teacher-only">
        <h2>\(t.checksFailTitle)</h2>
        <div class="scroll"><table id="exercises"><thead><tr><th>\(t.exerciseColumn)</th><th>\(t.triedColumn)</th><th>\(t.passedColumn)</th><th>\(t.failuresColumn)</th></tr></thead><tbody></tbody></table></div>
      </section>
      <section id="shared-section" class="teacher-only">
        <h2>\(t.sharedTitle)</h2>
        <ul id="shared"></ul>
        <pre id="shared-code" hidden></pre>
      </section>
    </main>
    <script src="\(scriptPath)?\(DashboardLanguage.queryItem)=\(language.rawValue)"></script>
    </body>
    </html>
    """
    }

    static let style = """
    body { font-family: system-ui, sans-serif; margin: 0; color: #111; background: #fafafa; }
    header { display: flex; gap: 1.5em; align-items: baseline; flex-wrap: wrap; padding: .6em 1.2em; background: #1d2733; color: #fff; }
    header h1 { font-size: 1.3em; margin: 0; }
    header code { background: #33404f; padding: .1em .4em; border-radius: 3px; font-size: 1.1em; }
    main { padding: .5em 1.2em 2em; }
    h2 { font-size: 1.1em; margin: 1.2em 0 .4em; }
    .muted { color: #667; }
    header .muted { color: #b8c2cc; }
    table { border-collapse: collapse; font-size: .92em; }
    th, td { border-bottom: 1px solid #dde; padding: .25em .6em; text-align: left; vertical-align: top; white-space: nowrap; }
    th { background: #eef1f5; position: sticky; top: 0; }
    th.stage-title { white-space: normal; min-width: 6em; max-width: 10em; font-weight: 600; font-size: .85em; }
    td.stage { min-width: 4.5em; }
    .bar { display: inline-block; height: .55em; background: #4a8; border-radius: 2px; margin-right: .3em; vertical-align: middle; }
    .bar.empty { background: #ccd; }
    tr.stuck td { background: #fde8e6; }
    tr.gone td { color: #99a; }
    .stuck-note { color: #b3261e; font-weight: 600; }
    .scroll { overflow-x: auto; max-width: 100%; }
    #poll .group { display: grid; grid-template-columns: minmax(8em, 24em) 1fr 3em; gap: .6em; align-items: center; margin: .2em 0; }
    #poll .answer { font-family: ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
    #poll .meter { background: #5b7fd6; height: 1.1em; border-radius: 2px; }
    #poll .group.right .meter { background: #2e9d57; }
    #poll .group.wrong .meter { background: #c45b52; }
    #poll .count { text-align: right; font-variant-numeric: tabular-nums; }
    #shared li { margin: .2em 0; }
    #shared-code { background: #1d2733; color: #e8eef4; padding: .8em; border-radius: 4px; overflow-x: auto; max-height: 30em; }
    button { font: inherit; cursor: pointer; }
    body.projector { font-size: 1.35em; }
    body.projector .teacher-only, body.projector .name-column { display: none; }
    """

    /// The script, after `T` (the words) is declared.
    private static let script = #"""
    "use strict";
    (function () {
      const fragment = new URLSearchParams(location.hash.slice(1));
      const token = fragment.get("token");
      let projector = fragment.get("view") === "projector";
      let latest = null;
      const $ = (id) => document.getElementById(id);

      // Every piece of data goes into the page through this: text, never markup.
      function el(tag, text, className) {
        const node = document.createElement(tag);
        if (text !== undefined && text !== null) node.textContent = String(text);
        if (className) node.className = className;
        return node;
      }

      // The page's words (`T`), with `{name}` filled in.
      function say(text, values) { return text.replace(/\{(\w+)\}/g, (_, key) => String(values[key])); }

      function setConnection(text) { $("connection").textContent = text; }

      function authorized(path, options) {
        const init = Object.assign({ headers: {} }, options || {});
        init.headers["Authorization"] = "Bearer " + token;
        return fetch(path, init);
      }

      function bar(done, total) {
        const width = total > 0 ? Math.round(3 * done / total * 10) / 10 : 0;
        const node = el("span", null, done > 0 ? "bar" : "bar empty");
        node.style.width = Math.max(width, 0.3) + "em";
        return node;
      }

      function renderLearners(snapshot) {
        const head = $("learners").tHead;
        head.replaceChildren();
        const headRow = el("tr");
        headRow.append(el("th", T.name, "name-column"), el("th", T.lesson));
        snapshot.stages.forEach((stage) => {
          const th = el("th", stage.title, "stage-title");
          th.title = say(T.stageTooltip, { lessons: stage.lessons, exercises: stage.exercises });
          headRow.append(th);
        });
        headRow.append(el("th", T.passed), el("th", T.predictions), el("th", T.hints), el("th", T.status));
        head.append(headRow);
        const body = $("learners").tBodies[0];
        body.replaceChildren();
        const now = snapshot.at;
        // By name, so the teacher finds a learner where the alphabet says.
        const byName = snapshot.learners.slice().sort((a, b) => a.name.localeCompare(b.name));
        byName.forEach((learner) => {
          const row = el("tr", null, "learner");
          row.dataset.member = learner.member;
          if (learner.stuck) row.classList.add("stuck");
          if (!learner.present) row.classList.add("gone");
          row.append(el("td", learner.name, "name name-column"), el("td", learner.lesson || "—", "lesson"));
          learner.stages.forEach((progress, index) => {
            const stage = snapshot.stages[index];
            const cell = el("td", null, "stage");
            const [reached, passed] = progress;
            cell.append(bar(reached, stage.lessons));
            cell.append(document.createTextNode(reached + "/" + stage.lessons));
            if (stage.exercises > 0) cell.append(document.createTextNode(" · ✓" + passed + "/" + stage.exercises));
            row.append(cell);
          });
          row.append(el("td", learner.exercisesPassed, "passed"));
          row.append(el("td", learner.predictionsMade ? learner.predictionsRight + "/" + learner.predictionsMade : "—"));
          row.append(el("td", learner.hintsTaken));
          let status = learner.present ? (now - learner.lastSeen < 120000 ? T.active : say(T.quiet, { minutes: Math.floor((now - learner.lastSeen) / 60000) })) : T.left;
          const statusCell = el("td", null, "status");
          if (learner.stuck) {
            statusCell.append(el("span", say(T.stuckOn, { exercise: learner.stuck.exercise, failures: learner.stuck.failedChecks, minutes: learner.stuck.minutes }), "stuck-note"));
          } else {
            statusCell.textContent = status;
          }
          row.append(statusCell);
          body.append(row);
        });
        const present = snapshot.learners.filter((l) => l.present).length;
        const stuck = snapshot.learners.filter((l) => l.stuck).length;
        $("learner-count").textContent = say(T.inClass, { count: present }) + (stuck ? say(T.stuckCount, { count: stuck }) : "");
        $("thresholds").textContent = say(T.thresholds, { failures: snapshot.thresholds.failedChecks, minutes: snapshot.thresholds.minutes });
      }

      function renderPoll(snapshot) {
        const box = $("poll");
        const tally = snapshot.polls[0];
        if (!tally) return;
        box.replaceChildren();
        const poll = tally.poll;
        box.dataset.poll = poll.id;
        box.dataset.state = poll.state;
        const what = poll.lane ? say(T.laneQuestion, { lane: poll.lane }) : T.printQuestion;
        box.append(el("p", say(T.question, { what: what, lesson: poll.lesson, cell: poll.cell, state: T.states[poll.state] || poll.state }), "question"));
        const total = el("p", say(T.answers, { count: tally.answers }), "muted");
        total.id = "poll-total";
        total.dataset.count = tally.answers;
        box.append(total);
        const most = tally.groups.reduce((m, g) => Math.max(m, g.count), 1);
        tally.groups.forEach((group) => {
          const row = el("div", null, "group" + (group.right === true ? " right" : group.right === false ? " wrong" : ""));
          row.dataset.count = group.count;
          const meter = el("div", null, "meter");
          meter.style.width = Math.round(100 * group.count / most) + "%";
          const cell = el("div");
          cell.append(meter);
          row.append(el("div", group.answer === "" ? T.empty : group.answer, "answer"), cell, el("div", group.count, "count"));
          box.append(row);
        });
        if (poll.state === "revealed") box.append(el("p", say(T.cellGives, { expected: poll.expected }), "expected"));
        if (!projector) {
          const actions = el("p");
          if (poll.state === "open") actions.append(action("close", poll.id, T.closePoll));
          if (poll.state !== "revealed") actions.append(action("reveal", poll.id, T.revealAnswer));
          box.append(actions);
        }
      }

      function action(verb, poll, label) {
        const button = el("button", label);
        button.type = "button";
        button.addEventListener("click", () => authorized("/api/teacher/polls/" + encodeURIComponent(poll) + "/" + verb, { method: "POST" }));
        return button;
      }

      function renderExercises(snapshot) {
        const body = $("exercises").tBodies[0];
        body.replaceChildren();
        snapshot.exercises.forEach((tally) => {
          const row = el("tr");
          row.append(el("td", tally.exercise), el("td", tally.learnersTried), el("td", tally.learnersPassed),
            el("td", tally.failures.slice(0, 3).map((f) => f.kind + " ×" + f.count).join(", ") || "—"));
          body.append(row);
        });
      }

      function renderShared(snapshot) {
        const list = $("shared");
        list.replaceChildren();
        snapshot.shared.forEach((entry) => {
          const item = el("li");
          const button = el("button", T.show);
          button.type = "button";
          button.addEventListener("click", () => showShared(entry.id));
          item.append(el("span", entry.name + " — " + entry.exercise + " "), button);
          list.append(item);
        });
        if (snapshot.shared.length === 0) list.append(el("li", T.noneShared, "muted"));
      }

      function showShared(id) {
        authorized("/api/teacher/shared/" + encodeURIComponent(id)).then((r) => r.json()).then((shared) => {
          const pre = $("shared-code");
          pre.textContent = "// " + shared.entry.name + " — " + shared.entry.exercise + "\n" + shared.code;
          pre.hidden = false;
        });
      }

      function render(snapshot) {
        latest = snapshot;
        document.body.dataset.seq = snapshot.seq;
        document.body.classList.toggle("projector", projector);
        $("join-command").textContent = "rxlearn class join " + location.host + " " + snapshot.code;
        renderLearners(snapshot);
        renderPoll(snapshot);
        if (!projector) { renderExercises(snapshot); renderShared(snapshot); }
      }

      $("projector-toggle").addEventListener("click", () => {
        projector = !projector;
        $("projector-toggle").textContent = projector ? T.teacherView : T.projectorView;
        if (latest) render(latest);
      });

      if (!token) {
        setConnection(T.noToken);
        return;
      }
      authorized("/api/teacher/snapshot").then((r) => {
        if (!r.ok) return r.json().then((refusal) => setConnection(refusal.message));
        return r.json().then((snapshot) => { render(snapshot); follow(); });
      }).catch(() => setConnection(T.noAnswer));

      function follow() {
        const live = new EventSource("/api/teacher/live?token=" + encodeURIComponent(token));
        live.addEventListener("open", () => setConnection(T.live));
        // Snapshots can come faster than a screen redraws: only the newest is drawn, once a frame.
        let waiting = null;
        live.addEventListener("snapshot", (event) => {
          const first = waiting === null;
          waiting = event.data;
          if (first) requestAnimationFrame(() => { const data = waiting; waiting = null; render(JSON.parse(data)); });
        });
        live.addEventListener("error", () => setConnection(T.reconnecting));
      }
    })();
    """#
}
