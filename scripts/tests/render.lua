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
assertEqual(svg:find('<title>UIView &quot;card&quot; %(20,100,200,100%)</title>') ~= nil, true)
assertEqual(svg:find('fill="yellow"') ~= nil, true)
assertEqual(count(svg, 'stroke%-dasharray'), 1, "only the hidden view is dashed")
assertEqual(svg:find('points="275,375 275,475 225,475 225,375"') ~= nil, true,
  "the rotated view is drawn turned: its top-left corner is now top right")
assertEqual(count(svg, 'class="touch"'), 1)
assertEqual(svg:find('cx="40" cy="120"') ~= nil, true)
assertEqual(svg:find(">1%. UIView &quot;badge&quot;<") ~= nil, true, "the chain is numbered on the views")
assertEqual(svg:find(">4%. UIViewController &quot;vc&quot;</text>") ~= nil, true, "and listed, controllers included")
assertEqual(render() == svg, true, "the same state gives the same bytes")

-- At another point; written to a file.
local path = os.tmpname()
local other = render(path, {at = {100, 500}})
local f = assert(io.open(path))
assertEqual(f:read("a"), other)
f:close()
os.remove(path)
assertEqual(other:find("hit test at %(100,500%)") ~= nil, true)
assertError(function() render(nil, {where = 1}) end, "unknown option 'where'")
