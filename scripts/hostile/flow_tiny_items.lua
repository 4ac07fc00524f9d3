-- Attack: flow layouts whose arithmetic leaves Int's range (issue 31, S1.1):
-- an item 1e-300 points wide with no spacing fits 10^302 to a line, which a
-- Double-to-Int conversion turned into SIGILL. Lines hold at most the section's
-- items; a tap and a scroll find them; a huge inset or a NaN-free giant size
-- lays out without a trap. Rendering a view 1e300 wide draws without a trap.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local ds = {}
function ds:numberOfItemsInSection(cv, section) return 5 end
function ds:cellForItemAt(cv, ip) local c = cv:dequeueReusableCell("c", ip) c.name = tostring(ip) return c end
local function collection(layout)
  local cv = UICollectionView{frame = {0, 0, 375, 600}, collectionViewLayout = layout}
  cv:register(UICollectionViewCell, "c")
  cv.dataSource = ds
  w:addSubview(cv)
  return cv
end
local tiny = collection(UICollectionViewFlowLayout{itemSize = {1e-300, 10},
  minimumInteritemSpacing = 0, minimumLineSpacing = 0})
print("tiny:", #tiny.visibleCells, tiny.contentSize)
print("hit:", tap(187, 5))
tiny:removeFromSuperview()
local far = collection(UICollectionViewFlowLayout{itemSize = {10, 1e-300},
  minimumInteritemSpacing = 0, minimumLineSpacing = 0, scrollDirection = "horizontal"})
print("far:", #far.visibleCells)
far.contentOffset = {1e300, 0}
print("scrolled:", #far.visibleCells, far.contentOffset)
far:removeFromSuperview()
local wide = UIView{name = "wide", frame = {0, 0, 1e300, 100}}
w:addSubview(wide)
local picture = render()
print("rendered:", type(picture), #picture > 0)
