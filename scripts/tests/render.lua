-- render: the SVG shows the hierarchy, hidden views dashed, touches, the hit path and the chain.
local vc = UIViewController{name = "vc"}
local w = UIWindow{rootViewController = vc}
w:makeKeyAndVisible()
local card = UIView{name = "card", frame = {20, 100, 200, 100}, backgroundColor = "yellow"}
local badge = UIView{name = "badge", frame = {10, 10, 40, 40}}
local ghost = UIView{name = "ghost", frame = {0, 300, 100, 100}, hidden = true}
vc.view:addSubview(card); card:addSubview(badge); vc.view:addSubview(ghost)
local turned = UIView{name = "turned", frame = {200, 400, 100, 50}}
vc.view:addSubview(turned)
turned.transform = CGAffineTransform.makeRotation(math.pi / 2)

local function count(text, pattern)
  local n = 0
  for _ in text:gmatch(pattern) do n = n + 1 end
  return n
end

tap(40, 120)
local svg = render()
assertEqual(svg:sub(1, 4), "<svg")
assertEqual(count(svg, "<polygon"), 6, "window, root view, card, badge, ghost, turned")
assertEqual(svg:find('class="view hit%-path hit" points="30,110 70,110 70,150 30,150"') ~= nil, true, "the badge is the hit view")
assertEqual(svg:find('<title>UIView &quot;card&quot; %(20,100,200,100%)\nat %(20,20%): inside; its subview chain hit UIView &quot;badge&quot;</title>') ~= nil, true,
  "a view's title says what the hit test said about it")
assertEqual(svg:find('fill="yellow"') ~= nil, true)
assertEqual(count(svg, 'stroke%-dasharray'), 1, "only the hidden view is dashed")
assertEqual(svg:find('points="275,375 275,475 225,475 225,375"') ~= nil, true,
  "the rotated view is drawn turned: its top-left corner is now top right")
assertEqual(count(svg, 'class="touch"'), 1)
assertEqual(svg:find('cx="40" cy="120"') ~= nil, true)
assertEqual(svg:find("<title>1%. UIView &quot;badge&quot;</title>1%. b…</text>") ~= nil, true,
  "the chain is numbered on the views; a name too long for its view is shortened, whole on hover")
assertEqual(svg:find(">2%. UIView &quot;card&quot;</text>") ~= nil, true, "a name that fits is whole")
assertEqual(svg:find(">4%. UIViewController &quot;vc&quot;</text>") ~= nil, true, "and listed, controllers included")
assertEqual(render() == svg, true, "the same state gives the same bytes")

-- Why each view was skipped at the probe point, beside the screen and on the view.
assertEqual(svg:find('>UIView &quot;ghost&quot;: skipped: hidden is true</text>') ~= nil, true, "the hidden view's verdict")
assertEqual(svg:find('>UIView &quot;turned&quot;: outside bounds</text>') ~= nil, true, "a view the point is not in")
assertEqual(svg:find('class="view hidden skipped"') ~= nil, true, "the hidden view is marked skipped")
assertEqual(svg:find('>hit: UIView &quot;badge&quot;</text>') ~= nil, true)

-- Names never overlap, even where views share a corner, and stay inside their views.
local function labels(text)
  local out = {}
  for x, y, body in text:gmatch('<text class="label" x="([%d%.%-]+)" y="([%d%.%-]+)"[^>]*>(.-)</text>') do
    local shown = body:gsub("<title>.-</title>", ""):gsub("&quot;", '"'):gsub("&amp;", "&"):gsub("&lt;", "<"):gsub("&gt;", ">")
    out[#out + 1] = {x = tonumber(x), y = tonumber(y) - 10, width = utf8.len(shown) * 6.6, height = 13, text = shown}
  end
  return out
end
local function overlapping(list)
  for i = 1, #list do
    for j = i + 1, #list do
      local a, b = list[i], list[j]
      if a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height then
        return a.text .. " / " .. b.text
      end
    end
  end
end
local corner = UIView{name = "corner", frame = {0, 420, 180, 120}}
vc.view:addSubview(corner)
corner:addSubview(UIView{name = "corner child", frame = {0, 0, 120, 60}})
corner.subviews[1]:addSubview(UIView{name = "corner grandchild with a long name", frame = {0, 0, 60, 30}})
local away = UIView{name = "away", frame = {360, 40, 80, 60}}   -- half off the screen's right edge
vc.view:addSubview(away)
local gone = UIView{name = "gone", frame = {500, 300, 50, 50}}   -- wholly off the screen
vc.view:addSubview(gone)
local crowded = render(nil, {at = {10, 430}})
local placed = labels(crowded)
assertEqual(overlapping(placed), nil, "no two names overlap")
local names = {}
for _, l in ipairs(placed) do names[#names + 1] = l.text end
names = table.concat(names, "|")
assertEqual(names:find("corner child", 1, true) ~= nil, true, names)
assertEqual(names:find('"corner"', 1, true) ~= nil, true, names)
assertEqual(names:find("…", 1, true) ~= nil, true, "the grandchild's long name is shortened: " .. names)
for _, l in ipairs(placed) do
  if l.text:find("corner gr", 1, true) then
    assertEqual(l.x >= 0 and l.x + l.width <= 60 and l.y >= 420 and l.y + l.height <= 450, true,
      "the grandchild's name is inside the grandchild")
  end
end
assertEqual(crowded:find('class="view offscreen[^"]*"[^>]*><title>UIView &quot;gone&quot;') ~= nil, true, "a view wholly off the screen is marked")
assertEqual(crowded:find('clip%-path="url%(#drawn%)"') ~= nil, true, "views are clipped to a margin around the screen")
assertEqual(crowded:find('class="veil"') ~= nil, true, "what lies beyond the screen is veiled")

-- At another point; written to a file.
local path = os.tmpname()
local other = render(path, {at = {100, 500}})
local f = assert(io.open(path))
assertEqual(f:read("a"), other)
f:close()
os.remove(path)
assertEqual(other:find("hit test at %(100,500%)") ~= nil, true)
assertError(function() render(nil, {where = 1}) end, "unknown option 'where'")
assertEqual(crowded:find('<circle class="beyond" cx="409" cy="325"') ~= nil, true,
  "a view beyond the margin is marked at the margin's edge, its way")
