import { createBrowserRouter } from 'react-router';
import { ChartPage } from '../features/chart/chart-page';
import { Layout } from './layout';
import { RouteError } from './route-error';

// `/` is in the main bundle so the chart paints without another round trip; every other screen
// is a lazy route and ships in its own chunk.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <ChartPage /> },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
