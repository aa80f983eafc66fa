// The Recipe Sharing page (/recipe-sharing, spec §2): "Browse Community" (every household's
// shared recipes, searched on the server, page by page, readable offline) and "My Recipes" (the
// household's own, from this device, with Create Recipe and Share).
//
// My Recipes is drawn the first time its tab is chosen (a kitchen may hold hundreds of recipes,
// and the page opens on Browse); from then on both tabs stay mounted, so switching keeps the
// search, the pages loaded, the scroll and a draft in the dialog. The community list is fetched
// again only when it can have changed for this cook (§4): a recipe shared from here reached the
// server, or the device came back online. A recipe page shared to Mise (the manifest's
// share_target) opens My Recipes with Create Recipe importing it (share-target/).
import { useCallback, useState } from 'react';
import { HeartHandshake } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrowseCommunity } from './components/browse-community';
import { MyRecipes } from './components/my-recipes';
import { useSharedLink } from './share-target/use-shared-link';

const HIDDEN_WHEN_INACTIVE = 'data-[state=inactive]:hidden';

export function RecipeSharingPage() {
  useDocumentTitle('Recipe Sharing · Mise');
  const [tab, setTab] = useState('browse');
  const [mineShown, setMineShown] = useState(false);
  // A recipe page shared to Mise opens My Recipes' Create Recipe, importing it.
  const sharedLink = useSharedLink();
  const [shownLink, setShownLink] = useState(sharedLink);
  if (sharedLink !== shownLink) {
    setShownLink(sharedLink);
    if (sharedLink !== undefined) {
      setTab('mine');
      setMineShown(true);
    }
  }
  const [awaitedShare, setAwaitedShare] = useState<number>();
  // The latest write is the one to wait for: the server processes a client's writes in order.
  const onShared = useCallback((mutationId: number) => setAwaitedShare(mutationId), []);
  const onShareArrived = useCallback(() => setAwaitedShare(undefined), []);

  return (
    <div className="grid gap-8">
      <PageHeader title="Recipe Sharing" icon={HeartHandshake} backToHome>
        Browse recipes shared by other cooks, keep your favorites, and create and share your own.
      </PageHeader>
      <Tabs
        value={tab}
        onValueChange={(chosen) => {
          setTab(chosen);
          if (chosen === 'mine') setMineShown(true);
        }}
      >
        <TabsList aria-label="Recipes to show">
          <TabsTrigger value="browse">Browse Community</TabsTrigger>
          <TabsTrigger value="mine">My Recipes</TabsTrigger>
        </TabsList>
        <TabsContent value="browse" forceMount className={HIDDEN_WHEN_INACTIVE}>
          {/* The tab shows the name; the heading keeps the page's outline whole (h1, h2, h3). */}
          <h2 className="sr-only">Browse Community</h2>
          <BrowseCommunity awaitedShare={awaitedShare} onShareArrived={onShareArrived} />
        </TabsContent>
        <TabsContent value="mine" forceMount className={HIDDEN_WHEN_INACTIVE}>
          <h2 className="sr-only">My Recipes</h2>
          {mineShown && <MyRecipes onShared={onShared} sharedLink={sharedLink} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}
